import { useMutation } from '@tanstack/react-query';
import { sendCode } from '../../../api/generated/hooks';
import type { SendCodeParams } from '../../../api/generated/model';
import { withoutErrorAlert } from '../../../lib/api-client';

/** GET /api/send-code/ as a mutation; resolves to the code request id. Errors stay in the dialog. */
export function useRequestLoginCode() {
  return useMutation({
    mutationFn: async (params: SendCodeParams): Promise<string> => {
      const response = await sendCode(params, withoutErrorAlert);
      if (response.status !== 200 || !response.data.send || !response.data.uuid) {
        throw new Error(response.data.message ?? 'Не удалось отправить код. Попробуйте ещё раз.');
      }
      return response.data.uuid;
    },
  });
}
