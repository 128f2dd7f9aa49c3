// The portal's dataProvider: react-admin's calls over every area's resource endpoints, plus each
// area's own calls, composed into one PortalDataProvider. Components reach it through
// useDataProvider<PortalDataProvider>() (with react-query for reads); the app receives it as a
// prop, so tests mount the app on a fake one.
import type { DataProvider } from 'react-admin';
import { api as defaultApi, type ApiClient } from '../../api/client';
import { afrMethods, type AfrMethods } from './afr';
import { carrierMethods, type CarrierMethods } from './carriers';
import { participantMethods, participantResources, type ParticipantMethods } from './participants';
import { dashboardMethods, type DashboardMethods } from './dashboard';
import { fileMethods, type FileMethods } from './files';
import { historyMethods, type HistoryMethods } from './history';
import { documentMethods, type DocumentMethods } from './documents';
import { exampleMethods, type ExampleMethods } from './examples';
import { entityResources } from './entities';
import { producerMethods, producerResources, type ProducerMethods } from './producers';
import { policyMethods, type PolicyMethods } from './policies';
import { resourceMethods } from './resources';
import { savedViewMethods, type SavedViewMethods } from './savedViews';
import { statementMethods, type StatementMethods } from './statements';
import { userMethods, type UserMethods } from './users';

export { toFormError } from './forms';
export { listQueryOf, type ResourceEndpoints } from './endpoints';
export type { ToggleUserBody } from './users';
export type { ActiveProducer } from './producers';
export type { DashboardData } from './dashboard';
export type { ReceivableRequest } from './afr';
export type { HistoryRowsFilter } from './policies';
export type { HistoryFilter } from './statements';
export type { DocumentOwner } from './documents';
export type { HistoryFilterValues } from './history';

/**
 * Every resource react-admin may name: the described ones (users, organizations, divisions,
 * carriers, products, investments, documents) and the producers and participants.
 */
export const RESOURCES = {
  ...entityResources,
  ...producerResources,
  ...participantResources,
};

export type PortalDataProvider = DataProvider &
  UserMethods &
  ProducerMethods &
  ParticipantMethods &
  DashboardMethods &
  CarrierMethods &
  AfrMethods &
  PolicyMethods &
  FileMethods &
  StatementMethods &
  DocumentMethods &
  ExampleMethods &
  HistoryMethods &
  SavedViewMethods;

export function createDataProvider(client: ApiClient = defaultApi): PortalDataProvider {
  return {
    ...resourceMethods(client, RESOURCES),
    ...userMethods(client),
    ...producerMethods(client),
    ...participantMethods(client),
    ...dashboardMethods(client),
    ...carrierMethods(client),
    ...afrMethods(client),
    ...policyMethods(client),
    ...fileMethods(client),
    ...statementMethods(client),
    ...documentMethods(client),
    ...exampleMethods(client),
    ...historyMethods(client),
    ...savedViewMethods(client),
  };
}

export const dataProvider = createDataProvider();
