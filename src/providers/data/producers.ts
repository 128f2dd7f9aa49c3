// The producers area: the producers resource, and the active producers (the candidates of a
// hand-over and of the organization editor).
import type { ApiClient } from '../../api/client';
import type { ResourceEndpoints } from './endpoints';

export const producerResources: Record<string, ResourceEndpoints> = {
  producers: {
    list: '/producers',
    one: '/producers/{id}',
    save: '/producers',
  },
};

export interface ActiveProducer {
  id: number;
  name: string;
  email: string;
}

export interface ProducerMethods {
  /** Every active producer, by name. */
  activeProducers(signal?: AbortSignal): Promise<ActiveProducer[]>;
}

export const producerMethods = (client: ApiClient): ProducerMethods => ({
  activeProducers: (signal) =>
    client.json<ActiveProducer[]>({ path: '/producers/get-actived-producers', signal }),
});
