// The users area: the calls beyond react-admin's, whose endpoints come from the user's entity
// description (activate/deactivate with the producer hand-over, resend the invitation).
import type { ApiClient } from '../../api/client';

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
