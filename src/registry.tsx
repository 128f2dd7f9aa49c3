// The portal's screens, one entry per route of the route table (src/domain/access.ts
// PORTAL_ROUTES, which says who may open each): a custom page (its lazily loaded component, and
// any sub-paths such as ':divisionId/:selectedId'), a react-admin resource (its folder's
// index.ts), or, for a menu entry whose screen is still to come, just the menu icon. App builds
// the routes from it and Menu the icons; adding a screen is one entry here plus its folder.
import type { ComponentType } from 'react';
import DescriptionIcon from '@mui/icons-material/Description';
import PercentIcon from '@mui/icons-material/Percent';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import SavingsIcon from '@mui/icons-material/Savings';
import SpaceDashboardIcon from '@mui/icons-material/SpaceDashboard';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { lazyPage } from './layout/lazyPage';
import users from './resources/users';
import organizations from './resources/employers';
import carriers from './resources/carriers';
import divisions from './resources/divisions';
import documents from './resources/documents';
import investments from './resources/investments';
import products from './resources/products';

/** A resource folder's index.ts: react-admin's views plus routes of its own under the path. */
export interface ResourceViews {
  list?: ComponentType;
  show?: ComponentType;
  create?: ComponentType;
  edit?: ComponentType;
  icon?: ComponentType;
  recordRepresentation?: string | ((record: never) => string);
  /** Routes under the resource's path besides react-admin's (e.g. ':id', 'import'). */
  routes?: readonly { path: string; component: ComponentType }[];
}

export type PageEntry =
  | { page: ComponentType; icon?: ComponentType; subpaths?: readonly string[] }
  | { resource: ResourceViews }
  | { icon: ComponentType };

const ImportPage = lazyPage(() =>
  import('./pages/import-files/ImportPage').then((m) => m.ImportPage),
);

export const Dashboard = lazyPage(() =>
  import('./pages/dashboard/Dashboard').then((m) => m.Dashboard),
);

/** Keyed by the route's path in PORTAL_ROUTES. */
export const PAGES: Readonly<Record<string, PageEntry>> = {
  'client-overview': {
    page: lazyPage(() =>
      import('./pages/participant-overview/ParticipantOverview').then((m) => m.ParticipantOverview),
    ),
    icon: SpaceDashboardIcon,
  },
  users: { resource: users },
  organizations: { resource: organizations },
  carriers: { resource: { ...carriers, routes: [{ path: 'import', component: ImportPage }] } },
  divisions: { resource: divisions },
  products: { resource: products },
  investments: { resource: investments },
  documents: { resource: documents },
  'import-files': {
    page: lazyPage(() =>
      import('./pages/import-files/ImportFilesPage').then((m) => m.ImportFilesPage),
    ),
    icon: UploadFileIcon,
    subpaths: [':fileId'],
  },
  import: { page: ImportPage },
  'afr-entry': {
    page: lazyPage(() => import('./pages/afr-entry/AfrEntry').then((m) => m.AfrEntry)),
    icon: PercentIcon,
  },
  'account-receivable': {
    page: lazyPage(() => import('./pages/receivables/Receivables').then((m) => m.Receivables)),
    icon: ReceiptLongIcon,
    subpaths: [':divisionId/:selectedId'],
  },
  'plan-contributions': {
    page: lazyPage(() =>
      import('./pages/plan-contributions/PlanContributions').then((m) => m.PlanContributions),
    ),
    icon: SavingsIcon,
  },
  'documents-resources': {
    page: lazyPage(() =>
      import('./pages/documents-resources/DocumentsResources').then((m) => m.DocumentsResources),
    ),
    icon: DescriptionIcon,
  },
  'policy-health': {
    page: lazyPage(() => import('./pages/policy-health/PolicyHealth').then((m) => m.PolicyHealth)),
  },
  dashboard: { page: Dashboard },
  history: {
    page: lazyPage(() => import('./pages/history/HistoryPage').then((m) => m.HistoryPage)),
    subpaths: [':subject/:id'],
  },
  'saved-views': {
    page: lazyPage(() =>
      import('./pages/saved-views/SharedViewPage').then((m) => m.SharedViewPage),
    ),
    subpaths: [':token'],
  },
  'my-profile': {
    page: lazyPage(() => import('./pages/my-profile/MyProfile').then((m) => m.MyProfile)),
  },
};

/** The menu icon of a route: its own, or its resource's. */
export function iconOf(path: string): ComponentType | undefined {
  const entry = PAGES[path];
  if (!entry) return undefined;
  return 'resource' in entry ? entry.resource.icon : entry.icon;
}
