import type { UndoEmailChangeRequest, UndoEmailChangeResponse } from '@sokoni/contracts';
import { baseApi } from '@sokoni/shared-ui';

export interface UndoEmailChangeArgs extends UndoEmailChangeRequest {
  id: string;
}

/** The undo link mailed to the old address after an email change (POST /email/change/{id}/undo). */
export const emailChangeApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    undoEmailChange: build.mutation<UndoEmailChangeResponse, UndoEmailChangeArgs>({
      query: ({ id, ...body }) => ({
        url: `/email/change/${encodeURIComponent(id)}/undo`,
        method: 'POST',
        body,
      }),
    }),
  }),
});

export const { useUndoEmailChangeMutation } = emailChangeApi;
