// The users area: the users resource's endpoints, and the calls beyond react-admin's
// (activate/deactivate with the producer hand-over, resend the invitation).
import type { ApiClient } from '../../api/client';
import type { ResourceEndpoints } from './endpoints';

export const userResources: Record<string, ResourceEndpoints> = {
  users: {
    list: '/users',
    one: '/users/{id}',
    save: '/users/save-user',
    remove: '/users/{id}',
    listQuery: (filter) => ({
      isDeleted: filter.isDeleted ?? false,
      isActive: filter.isActive,
      role: filter.role,
      emailAddress: filter.emailAddress,
    }),
  },
};

export interface ToggleUserBody {
  isActive?: boolean;
  newEmployersProducers?: { employerId: number; producerId: number }[];
}

export interface UserMethods {
  /** Activates or deactivates a user (with the producer hand-over when needed). */
  toggleUser(id: number, body?: ToggleUserBody): Promise<unknown>;
  /** Sends the invitation of a user who has not set a password yet, again. */
  resendInvitation(id: number): Promise<unknown>;
}

export const userMethods = (client: ApiClient): UserMethods => ({
  toggleUser: (id, body = {}) =>
    client.json({
      method: 'POST',
      path: '/users/{userId}/toggle',
      pathParams: { userId: id },
      body,
      problemStatuses: [400],
      silent: true, // the caller tells the user
    }),
  resendInvitation: (id) =>
    client.json({
      method: 'POST',
      path: '/users/{userId}',
      pathParams: { userId: id },
      problemStatuses: [409],
      silent: true,
    }),
});
