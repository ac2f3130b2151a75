import { ErrorResponseSchema, IdParamSchema, MessageResponseSchema } from '../common';
import {
  CreateSavedSearchRequestSchema,
  SavedSearchListSchema,
  SavedSearchResponseSchema,
  UnsubscribeSavedSearchRequestSchema,
  UpdateSavedSearchRequestSchema,
} from '../saved-searches';
import { endpoint } from './endpoint';

const errors = { 401: ErrorResponseSchema, 404: ErrorResponseSchema, 422: ErrorResponseSchema };

/** A person's saved searches of the ads list, with alerts by mail when new ads match. */
export const savedSearchEndpoints = {
  listSavedSearches: endpoint('listSavedSearches', {
    tags: ['saved-searches'],
    summary: 'My saved searches, newest first, with how many new ads each has since I last opened it',
    responses: { 200: SavedSearchListSchema, 401: ErrorResponseSchema },
  }),
  createSavedSearch: endpoint('createSavedSearch', {
    tags: ['saved-searches'],
    summary: 'Save a search of the ads list (at most SAVED_SEARCH_MAX_PER_USER per person)',
    body: CreateSavedSearchRequestSchema,
    responses: { 201: SavedSearchResponseSchema, ...errors },
  }),
  updateSavedSearch: endpoint('updateSavedSearch', {
    tags: ['saved-searches'],
    summary: 'Rename a saved search, change its alert, or mark it opened (its new count goes back to 0)',
    params: IdParamSchema,
    body: UpdateSavedSearchRequestSchema,
    responses: { 200: SavedSearchResponseSchema, ...errors },
  }),
  deleteSavedSearch: endpoint('deleteSavedSearch', {
    tags: ['saved-searches'],
    summary: 'Delete a saved search',
    params: IdParamSchema,
    responses: { 200: MessageResponseSchema, ...errors },
  }),
  unsubscribeSavedSearch: endpoint('unsubscribeSavedSearch', {
    tags: ['saved-searches'],
    summary: "Stop a saved search's alerts from the signed link of its mail (no sign-in)",
    body: UnsubscribeSavedSearchRequestSchema,
    responses: { 200: MessageResponseSchema, 404: ErrorResponseSchema, 422: ErrorResponseSchema },
  }),
  unsubscribeSavedSearchOneClick: endpoint('unsubscribeSavedSearchOneClick', {
    tags: ['saved-searches'],
    summary:
      "Stop a saved search's alerts from the mail program's own button (List-Unsubscribe-Post, RFC 8058)",
    description:
      "Public: the signed id and token are in the address of the mail's List-Unsubscribe header; the mail " +
      'program posts `List-Unsubscribe=One-Click` (form or multipart body, not read).',
    query: UnsubscribeSavedSearchRequestSchema,
    responses: { 200: MessageResponseSchema, 404: ErrorResponseSchema, 422: ErrorResponseSchema },
  }),
};
