import { Type, type Static, type TSchema } from '@sinclair/typebox';

/** Failure body of every api and bff error: a message for people, per-field messages for forms. */
export const ErrorResponseSchema = Type.Object(
  {
    message: Type.String(),
    errors: Type.Optional(Type.Record(Type.String(), Type.Array(Type.String()))),
  },
  { $id: 'ErrorResponse' },
);
export type ErrorResponse = Static<typeof ErrorResponseSchema>;

/** The list envelope used by every paginated list. */
export const Paginated = <T extends TSchema>(item: T) =>
  Type.Object({
    data: Type.Array(item),
    current_page: Type.Integer({ minimum: 1 }),
    last_page: Type.Integer({ minimum: 1 }),
    per_page: Type.Integer({ minimum: 1 }),
    total: Type.Integer({ minimum: 0 }),
  });
export interface PaginatedList<T> {
  data: T[];
  current_page: number;
  last_page: number;
  per_page: number;
  total: number;
}

export const MessageResponseSchema = Type.Object({ message: Type.String() });
export type MessageResponse = Static<typeof MessageResponseSchema>;

/** Database ids are PostgreSQL `integer`s: a larger number names nothing. */
export const MAX_ID = 2_147_483_647;
/** A database id in a path, query or body: a whole number from 1 to MAX_ID (1e21 or Infinity is refused). */
export const IdInteger = () => Type.Integer({ minimum: 1, maximum: MAX_ID });
export const IdParamSchema = Type.Object({ id: IdInteger() });

/** Timestamps travel as ISO 8601 strings. */
export const DateTimeString = Type.String({ format: 'date-time' });

/** A currency code in a query (`eur` reads as EUR); a code the site does not know is refused by the api. */
export const CurrencyCodeParam = Type.String({ pattern: '^[A-Za-z]{3}$' });
/** `?display_currency=`: prices are also given in this currency. */
export const DisplayCurrencyQuerySchema = Type.Object({ display_currency: Type.Optional(CurrencyCodeParam) });
