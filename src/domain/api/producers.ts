// Response shapes of the producer calls (spec 7 "Producers").
import type { ProducerRef } from './divisions';

/**
 * A producer as GET /api/producers, /producers/{id} and (to an Admin) /get-actived-producers
 * answer it.
 */
export interface ProducerRow extends ProducerRef {
  /** Whether the producer's user is active. */
  isActive: boolean;
}

/** An active producer as /get-actived-producers answers it to a caller other than an Admin. */
export interface ProducerName {
  id: number;
  name: string;
}

/** GET /api/producers/get-actived-producers: full rows for an Admin, names for anyone else. */
export type ActiveProducers = ProducerRow[] | ProducerName[];

/** POST /api/producers: the producer saved, their user and the message. */
export interface SavedProducer {
  id: number;
  userId: number;
  message: string;
}
