import { useMutation } from '@tanstack/react-query';
import { sendCode } from '../../../api/generated/hooks';
import type { SendCodeParams } from '../../../api/generated/model';
import { withoutErrorAlert } from '../../../lib/api-client';
import { codeRequestId } from '../../../lib/code-request';

/** GET /api/send-code/ as a mutation; resolves to the code request id. Errors stay in the dialog. */
export function useRequestLoginCode() {
  return useMutation({
    mutationFn: async (params: SendCodeParams): Promise<string> => codeRequestId(await sendCode(params, withoutErrorAlert)),
  });
}
