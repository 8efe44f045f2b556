// One of the owner's steps on a return: which one runs (its button waits), then the
// server's message as a success, or the reason it failed, kept for the dialog to show: the
// server's own words for a refusal (400, 404, 409), else "unreachable".
import { useState } from 'react';
import { App } from 'antd';
import { describeApiError, UNREACHABLE_MESSAGE } from '@boutique/web-kit/api-error';
import { useReturnStepMutation, type AdminReturn, type ReturnStepArgs } from '../../returns-api';
import { RETURN_NOTICES, type ReturnStep } from '../../return-model';

export interface ReturnStepRunner {
  /** The step being sent, or null. */
  busy: ReturnStep | null;
  /** Why the last step failed, and which step it was. */
  failure: { step: ReturnStep; text: string } | null;
  clearFailure: () => void;
  /** Sends the step; resolves to the return as it now is, or null when it failed. */
  run: (args: ReturnStepArgs) => Promise<AdminReturn | null>;
}

function failureText(step: ReturnStep, error: unknown): string {
  const failure = describeApiError(error);
  if (failure.kind === 'unreachable') return UNREACHABLE_MESSAGE;
  return failure.message ?? RETURN_NOTICES[step].failed;
}

export function useReturnStep(onDone: (ret: AdminReturn) => void): ReturnStepRunner {
  const { message } = App.useApp();
  const [send] = useReturnStepMutation();
  const [busy, setBusy] = useState<ReturnStep | null>(null);
  const [failure, setFailure] = useState<ReturnStepRunner['failure']>(null);

  const run = async (args: ReturnStepArgs) => {
    if (busy) return null;
    setBusy(args.step);
    setFailure(null);
    try {
      const answer = await send(args).unwrap();
      void message.success(answer.message || RETURN_NOTICES[args.step].done);
      onDone(answer.return);
      return answer.return;
    } catch (error) {
      setFailure({ step: args.step, text: failureText(args.step, error) });
      return null;
    } finally {
      setBusy(null);
    }
  };

  return { busy, failure, clearFailure: () => setFailure(null), run };
}
