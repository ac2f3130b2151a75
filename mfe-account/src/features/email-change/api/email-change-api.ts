import type { UndoEmailChangeRequest } from '@sokoni/contracts';
import { apiRequest, baseApi, type ApiResult } from '@sokoni/shared-ui';

/** The parts of the undo link, the change's id as its URL gives it. */
export interface UndoEmailChangeArgs extends UndoEmailChangeRequest {
  id: string;
}

/**
 * The undo link mailed to the old address after an email change. The id is sent as the link wrote it: one
 * that is not a number is refused by the api like any other bad link.
 */
export const emailChangeApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    undoEmailChange: build.mutation<ApiResult<'undoEmailChange'>, UndoEmailChangeArgs>({
      query: ({ id, ...body }) =>
        apiRequest('undoEmailChange', { params: { id: id as unknown as number }, body }),
    }),
  }),
});

export const { useUndoEmailChangeMutation } = emailChangeApi;
