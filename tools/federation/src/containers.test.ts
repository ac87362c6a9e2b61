import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { WIDGET_FOLDERS as API_WIDGET_FOLDERS } from '../../../api/src/modules/embed/widget-folders';
import { REMOTE_DIRS as API_REMOTE_DIRS } from '../../../api/src/static/frontend';
import {
  CONTAINERS,
  devRemotesJson,
  productionRemotesJson,
  REMOTE_DIRS,
  REMOTE_NAMES,
  remoteInDir,
  WIDGETS,
} from './containers';

const repoFile = (file: string) => new URL(`../../../${file}`, import.meta.url);

describe('the containers list', () => {
  it('names each remote once, with a folder and a dev port of its own', () => {
    expect(REMOTE_NAMES).toEqual(['mfe_plans', 'mfe_statements', 'mfe_people', 'mfe_data', 'mfe_backoffice']);
    const dirs = Object.values(CONTAINERS).map((c) => c.dir);
    const ports = Object.values(CONTAINERS).map((c) => c.devPort);
    expect(new Set(dirs).size).toBe(dirs.length);
    expect(new Set(ports).size).toBe(ports.length);
    for (const name of REMOTE_NAMES) expect(remoteInDir(CONTAINERS[name].dir)).toBe(name);
    expect(() => remoteInDir('ui-kit')).toThrow('not a remote');
  });

  it('is the folder list the API serves remotes from (the API, compiled on its own, keeps a copy)', () => {
    expect([...API_REMOTE_DIRS]).toEqual(REMOTE_DIRS);
  });

  it("is where the API's embedding pages preload each widget's remote entry from (its copy)", () => {
    expect(API_WIDGET_FOLDERS).toEqual(
      Object.fromEntries(Object.entries(WIDGETS).map(([widget, { folder }]) => [widget, folder])),
    );
  });

  it('is the list of builds turbo runs before the end-to-end suite and the size report', () => {
    const turbo = JSON.parse(fs.readFileSync(repoFile('turbo.json'), 'utf8')) as {
      tasks: Record<string, { dependsOn?: string[] }>;
    };
    const remoteBuilds = REMOTE_DIRS.map((dir) => `@accrue/${dir}#build`).sort();
    for (const task of ['@accrue/e2e#test', '@accrue/e2e#size']) {
      const builds = (turbo.tasks[task]?.dependsOn ?? []).filter((dep) => dep.startsWith('@accrue/mfe-'));
      expect(builds.sort(), task).toEqual(remoteBuilds);
    }
  });

  it('is the list of workspaces holding a remote, each built by the remote preset', () => {
    const workspaces = (
      JSON.parse(fs.readFileSync(repoFile('package.json'), 'utf8')) as { workspaces: string[] }
    ).workspaces.filter((dir) => dir.startsWith('mfe-'));
    expect(workspaces).toEqual(REMOTE_DIRS);
    for (const dir of REMOTE_DIRS) {
      expect(fs.readFileSync(repoFile(`${dir}/rsbuild.config.ts`), 'utf8'), dir).toContain(
        'remoteConfig(import.meta.dirname)',
      );
    }
  });

  it('points remotes.json at every remote, in production and on the dev servers', () => {
    expect(productionRemotesJson()).toEqual({
      mfe_plans: '/remotes/mfe-plans/mf-manifest.json',
      mfe_statements: '/remotes/mfe-statements/mf-manifest.json',
      mfe_people: '/remotes/mfe-people/mf-manifest.json',
      mfe_data: '/remotes/mfe-data/mf-manifest.json',
      mfe_backoffice: '/remotes/mfe-backoffice/mf-manifest.json',
    });
    expect(devRemotesJson().mfe_data).toBe('http://localhost:4104/mf-manifest.json');
  });

  it('knows which remote serves each widget', () => {
    expect(WIDGETS).toEqual({
      statement: { container: 'mfe_statements', folder: 'mfe-statements' },
      dashboard: { container: 'mfe_statements', folder: 'mfe-statements' },
    });
  });
});
