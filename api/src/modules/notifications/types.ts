export interface Notification {
  id: number;
  userId: number;
  type: string;
  content: string;
  contentMetadata: Record<string, unknown>;
  payload: Record<string, unknown>;
  link: string | null;
  authorId: number | null;
  read: boolean;
  createdAt: string;
}

export interface NotificationPage {
  items: Notification[];
  totalItems: number;
  currentPage: number;
  pageCount: number;
  unreadCount: number;
}

export interface ChangelogEntry {
  id: number;
  name: string;
  date: string;
  content: string;
  imageUrl: string | null;
  url: string | null;
  urlLabel: string | null;
  releaseType: 'NEW_RELEASE' | 'IMPROVEMENT';
  importance: 'MEDIUM' | 'HIGH';
  roles: string[];
  topic: string | null;
}
