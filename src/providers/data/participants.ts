// The participants area (clients): the list, and the CSV export of a filter.
import type { ApiClient, BlobResult } from '../../api/client';
import type { ResourceEndpoints } from './endpoints';

export const participantResources: Record<string, ResourceEndpoints> = {
  clients: {
    list: '/clients',
    one: '/clients/{id}',
    listQuery: (filter) => ({
      employerId: filter.employerId,
      userIds: filter.userIds,
      firstName: filter.firstName,
      lastName: filter.lastName,
    }),
  },
};

export interface ParticipantMethods {
  /**
   * The participants of a list filter as a CSV file (all of them, streamed by the server), with
   * headers, status labels and dates in the reader's language.
   */
  exportParticipants(filter?: Record<string, unknown>, lang?: string): Promise<BlobResult>;
}

export const participantMethods = (client: ApiClient): ParticipantMethods => ({
  exportParticipants: (filter = {}, lang = 'en') =>
    client.blob({
      silent: true, // the caller says 'Export failed, please try again later'
      path: '/clients/export',
      query: {
        searchText: filter.q,
        employerId: filter.employerId,
        userIds: filter.userIds,
        lang,
      },
    }),
});
