import type { Json } from './database.types';

/**
 * The answer of a function returning json or jsonb, as the view model its caller knows. The catalog types it
 * only as Json: its shape is the function's contract, documented in docs/data-model.md and checked by the
 * integration tests of that function, so this is the one place that takes it on trust.
 */
export function jsonAnswer<Shape>(answer: Json | null): Shape {
  return answer as unknown as Shape;
}
