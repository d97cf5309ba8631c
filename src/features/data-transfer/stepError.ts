/** A step of the export or import that was refused: its error as supabase-js gave it (code, message), to show as it is. */
export type StepFailure = { message: string; code?: string; details?: string | null };

export class StepError extends Error {
  constructor(readonly failure: StepFailure) {
    super(failure.message);
  }
}
