import type { ReactNode } from 'react';
import { Button } from '../Button/Button';
import type { DataTableColumn } from './DataTable';
import type { PaginatedQuery, PaginatedResult } from './state/types';

/** Sample people for the stories and tests: deterministic, so assertions can name rows. */
export interface Person {
  id: string;
  name: string;
  email: string;
  role: 'Admin' | 'Manager' | 'Employee';
  region: string;
  quota: number;
  startDate: Date;
  /** Deactivated people cannot be selected in the selection stories. */
  isActive: boolean;
}

const FIRST = ['Ada', 'Grace', 'Alan', 'Katherine', 'Linus', 'Margaret', 'Dennis', 'Barbara', 'Ken', 'Radia'];
const LAST = [
  'Lovelace',
  'Hopper',
  'Turing',
  'Johnson',
  'Torvalds',
  'Hamilton',
  'Ritchie',
  'Liskov',
  'Thompson',
  'Perlman',
];
const ROLES: Person['role'][] = ['Admin', 'Manager', 'Employee', 'Employee'];
const REGIONS = ['EMEA', 'North America', 'LATAM', 'APAC'];

export function makePeople(count: number): Person[] {
  return Array.from({ length: count }, (_, i) => {
    const first = FIRST[i % FIRST.length]!;
    const last = LAST[Math.floor(i / FIRST.length) % LAST.length]!;
    return {
      id: `p${i + 1}`,
      name: `${first} ${last} ${i + 1}`,
      email: `${first}.${last}${i + 1}@example.com`.toLowerCase(),
      role: ROLES[i % ROLES.length]!,
      region: REGIONS[(i * 7) % REGIONS.length]!,
      quota: 10_000 + ((i * 7919) % 90) * 1_000,
      startDate: new Date(Date.UTC(2020 + (i % 5), (i * 5) % 12, 1 + (i % 27))),
      isActive: i % 5 !== 3,
    };
  });
}

export function personColumns(actions?: (person: Person) => ReactNode): DataTableColumn<Person>[] {
  const columns: DataTableColumn<Person>[] = [
    { id: 'name', header: 'Name', accessor: 'name', isHidable: false },
    { id: 'email', header: 'Email', accessor: 'email', size: { width: 280 } },
    {
      id: 'role',
      header: 'Role',
      accessor: 'role',
      size: { width: 140 },
      tooltip: 'The access level in Accrue.',
    },
    { id: 'region', header: 'Region', accessor: 'region', size: { width: 180 } },
    {
      id: 'quota',
      header: 'Quota',
      subTitle: 'Yearly, USD',
      accessor: 'quota',
      size: { width: 160 },
      isNumeric: true,
    },
    {
      id: 'startDate',
      header: 'Start date',
      accessor: 'startDate',
      size: { width: 160 },
      cell: ({ row }) => row.startDate.toISOString().slice(0, 10),
    },
  ];
  if (actions) {
    columns.push({
      id: 'actions',
      header: 'Actions',
      size: { width: 0 },
      isSortable: false,
      isHidable: false,
      cell: ({ row }) => actions(row),
    });
  }
  return columns;
}

export const editAction = (person: Person) => (
  <Button size="small" variant="ghost" aria-label={`Edit ${person.name}`}>
    Edit
  </Button>
);

/**
 * A fake server for the server-side stories: searches, sorts and pages the people like an API
 * would, after a short delay.
 */
export function fakeServer(people: readonly Person[], delayMs = 150) {
  const fetchPage = (query: PaginatedQuery): Promise<PaginatedResult<Person>> => {
    let items = people.filter(
      (person) => !query.search || person.name.toLowerCase().includes(query.search.toLowerCase()),
    );
    if (query.sort) {
      const key = query.sort as keyof Person;
      items = [...items].sort((a, b) => {
        const order = String(a[key]).localeCompare(String(b[key]), 'en', { numeric: true });
        return query.desc ? -order : order;
      });
    }
    const start = query.page * query.limit;
    const result = {
      items: items.slice(start, start + query.limit),
      totalItems: items.length,
      currentPage: query.page,
      pageCount: Math.max(1, Math.ceil(items.length / query.limit)),
    };
    return new Promise((resolve) => setTimeout(() => resolve(result), delayMs));
  };
  return { fetchPage };
}
