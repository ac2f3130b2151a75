import { Type, type Static } from '@sinclair/typebox';
import { DateTimeString, IdInteger, Paginated } from './common';
import { AdStatusSchema } from './ads';
import {
  MESSAGE_MAX_LENGTH,
  REPORT_COMMENT_MAX_LENGTH,
  REPORT_REASONS,
  REPORT_STATUSES,
  REVIEW_COMMENT_MAX_LENGTH,
  REVIEW_COMMENT_MIN_LENGTH,
  REVIEW_REPLY_MAX_LENGTH,
  type PaymentStatus,
} from './constants';

/** The text as typed: at least one visible character, at most MESSAGE_MAX_LENGTH. */
const MessageText = Type.String({ minLength: 1, maxLength: MESSAGE_MAX_LENGTH, pattern: '\\S' });

export const ConversationAdSchema = Type.Object({
  id: Type.Integer(),
  slug: Type.String(),
  title: Type.String(),
  /** Card-sized first photo, or null. */
  image: Type.Union([Type.String(), Type.Null()]),
  price: Type.Union([Type.Number(), Type.Null()]),
  currency_code: Type.String(),
  currency_symbol: Type.String(),
  currency_position: Type.Union([Type.Literal('before'), Type.Literal('after')]),
  status: AdStatusSchema,
});
export type ConversationAd = Static<typeof ConversationAdSchema>;

export const ParticipantSchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  avatar: Type.Union([Type.String(), Type.Null()]),
  is_verified: Type.Boolean(),
});

export const MessageSchema = Type.Object(
  {
    id: Type.Integer(),
    conversation_id: Type.Integer(),
    sender_id: Type.Integer(),
    /** Empty when the sender removed it (`deleted` is then true). Always shown as text, never as HTML. */
    body: Type.String(),
    client_id: Type.Union([Type.String(), Type.Null()]),
    created_at: DateTimeString,
    read_at: Type.Union([DateTimeString, Type.Null()]),
    deleted: Type.Boolean(),
  },
  { $id: 'Message' },
);
export type Message = Static<typeof MessageSchema>;

export const ConversationSchema = Type.Object(
  {
    id: Type.Integer(),
    /** The ad's title. */
    subject: Type.String(),
    ad: ConversationAdSchema,
    other_participant: ParticipantSchema,
    /** Whether the caller is the buyer (who wrote first) or the seller. */
    role: Type.Union([Type.Literal('buyer'), Type.Literal('seller')]),
    last_message: Type.Union([
      Type.Object({
        body: Type.String(),
        sender_id: Type.Integer(),
        created_at: DateTimeString,
        deleted: Type.Boolean(),
      }),
      Type.Null(),
    ]),
    unread_count: Type.Integer({ minimum: 0 }),
    archived: Type.Boolean(),
    /** Whether the caller (a buyer) may still review the seller about this ad. */
    can_review: Type.Boolean(),
    created_at: DateTimeString,
    updated_at: DateTimeString,
  },
  { $id: 'Conversation' },
);
export type Conversation = Static<typeof ConversationSchema>;

export const ConversationListQuerySchema = Type.Object({
  archived: Type.Optional(Type.Union([Type.Literal(0), Type.Literal(1)])),
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 500 })),
});
export const ConversationListSchema = Paginated(ConversationSchema);
export type ConversationList = Static<typeof ConversationListSchema>;

export const ConversationDetailQuerySchema = Type.Object({
  /** Messages older than this message id (the next page backwards). */
  before: Type.Optional(IdInteger()),
});

export const ConversationDetailSchema = Type.Object({
  conversation: ConversationSchema,
  /** Oldest first, at most MESSAGES_PAGE_SIZE. */
  messages: Type.Array(MessageSchema),
  /** Whether older messages exist (ask again with `before` = the first message's id). */
  has_more: Type.Boolean(),
});
export type ConversationDetail = Static<typeof ConversationDetailSchema>;

export const ContactSellerRequestSchema = Type.Object({ message: MessageText });
export type ContactSellerRequest = Static<typeof ContactSellerRequestSchema>;
export const ContactSellerResponseSchema = Type.Object({
  message: MessageSchema,
  conversation: ConversationSchema,
});
export type ContactSellerResponse = Static<typeof ContactSellerResponseSchema>;

export const SendMessageRequestSchema = Type.Object({
  message: MessageText,
  /** Chosen by the browser for each message: a retried send with the same id stores one message. */
  client_id: Type.String({ minLength: 8, maxLength: 64, pattern: '^[A-Za-z0-9_-]+$' }),
});
export type SendMessageRequest = Static<typeof SendMessageRequestSchema>;

export const UpdateConversationRequestSchema = Type.Object({ archived: Type.Boolean() });

export const ConversationParamSchema = Type.Object({ id: IdInteger() });
export const ConversationMessageParamSchema = Type.Object({
  id: IdInteger(),
  messageId: IdInteger(),
});

export const UnreadCountSchema = Type.Object({ count: Type.Integer({ minimum: 0 }) });
export type UnreadCount = Static<typeof UnreadCountSchema>;

/** Live events (the bff's `GET /bff/events` stream); `id` is the Last-Event-ID to resume after. */
/** `payment`: one of the user's payments changed state ({ payment_id, status }); the payment page refetches it. */
export const LIVE_EVENT_TYPES = ['message', 'read', 'unread-count', 'payment'] as const;
export type LiveEventType = (typeof LIVE_EVENT_TYPES)[number];
export const MessageEventDataSchema = Type.Object({
  conversation_id: Type.Integer(),
  message: MessageSchema,
});
export const ReadEventDataSchema = Type.Object({
  conversation_id: Type.Integer(),
  /** Who read. */
  reader_id: Type.Integer(),
  read_at: DateTimeString,
});
export const UnreadCountEventDataSchema = UnreadCountSchema;
export type MessageEventData = Static<typeof MessageEventDataSchema>;
export type ReadEventData = Static<typeof ReadEventDataSchema>;
export type UnreadCountEventData = Static<typeof UnreadCountEventDataSchema>;
export interface PaymentEventData {
  payment_id: string;
  status: PaymentStatus;
}
export type LiveEvent =
  | { id: number; type: 'message'; data: MessageEventData }
  | { id: number; type: 'read'; data: ReadEventData }
  | { id: number; type: 'unread-count'; data: UnreadCountEventData }
  | { id: number; type: 'payment'; data: PaymentEventData };
export const LiveEventSchema = Type.Object({
  id: Type.Integer(),
  type: Type.Union(LIVE_EVENT_TYPES.map((t) => Type.Literal(t))),
  data: Type.Unknown(),
});
export const EventsQuerySchema = Type.Object({
  /** Events after this id (the SSE Last-Event-ID). */
  // Event ids are bigints: any id JavaScript holds exactly.
  after: Type.Optional(Type.Integer({ minimum: 0, maximum: Number.MAX_SAFE_INTEGER })),
});
export const EventsReplaySchema = Type.Object({ events: Type.Array(LiveEventSchema) });

// Reviews

export const ReviewSchema = Type.Object(
  {
    id: Type.Integer(),
    seller_id: Type.Integer(),
    reviewer: ParticipantSchema,
    ad: Type.Union([
      Type.Object({ id: Type.Integer(), slug: Type.String(), title: Type.String() }),
      Type.Null(),
    ]),
    rating: Type.Integer({ minimum: 1, maximum: 5 }),
    comment: Type.String(),
    reply: Type.Union([Type.String(), Type.Null()]),
    replied_at: Type.Union([DateTimeString, Type.Null()]),
    created_at: DateTimeString,
  },
  { $id: 'Review' },
);
export type Review = Static<typeof ReviewSchema>;

export const ReviewListQuerySchema = Type.Object({
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 500 })),
});

/** Reviews per number of stars: `{ "1": 0, "2": 1, "3": 0, "4": 3, "5": 8 }`. */
export const RatingCountsSchema = Type.Object({
  1: Type.Integer({ minimum: 0 }),
  2: Type.Integer({ minimum: 0 }),
  3: Type.Integer({ minimum: 0 }),
  4: Type.Integer({ minimum: 0 }),
  5: Type.Integer({ minimum: 0 }),
});
export type RatingCounts = Static<typeof RatingCountsSchema>;

export const ReviewListSchema = Type.Intersect([
  Paginated(ReviewSchema),
  Type.Object({
    /** Who the reviews are about (their public fields). */
    seller: ParticipantSchema,
    /** The seller's average rating (one decimal), null without reviews. */
    rating: Type.Union([Type.Number(), Type.Null()]),
    reviews_count: Type.Integer({ minimum: 0 }),
    /** How many of them give each number of stars. */
    rating_counts: RatingCountsSchema,
  }),
]);
export type ReviewList = Static<typeof ReviewListSchema>;

export const CreateReviewRequestSchema = Type.Object({
  ad_id: IdInteger(),
  rating: Type.Integer({ minimum: 1, maximum: 5 }),
  comment: Type.String({
    minLength: REVIEW_COMMENT_MIN_LENGTH,
    maxLength: REVIEW_COMMENT_MAX_LENGTH,
    pattern: '\\S',
  }),
});
export type CreateReviewRequest = Static<typeof CreateReviewRequestSchema>;

export const ReplyReviewRequestSchema = Type.Object({
  reply: Type.String({ minLength: 1, maxLength: REVIEW_REPLY_MAX_LENGTH, pattern: '\\S' }),
});

// Reports

export const ReportReasonSchema = Type.Union(REPORT_REASONS.map((r) => Type.Literal(r)));
export const CreateReportRequestSchema = Type.Object({
  reason: ReportReasonSchema,
  comment: Type.Optional(Type.String({ maxLength: REPORT_COMMENT_MAX_LENGTH })),
});
export type CreateReportRequest = Static<typeof CreateReportRequestSchema>;
export const ReportSchema = Type.Object({
  id: Type.Integer(),
  ad_id: Type.Integer(),
  reason: ReportReasonSchema,
  comment: Type.Union([Type.String(), Type.Null()]),
  status: Type.Union(REPORT_STATUSES.map((s) => Type.Literal(s))),
  created_at: DateTimeString,
});
export type Report = Static<typeof ReportSchema>;
export const CreateReportResponseSchema = Type.Object({ message: Type.String(), report: ReportSchema });
export type CreateReportResponse = Static<typeof CreateReportResponseSchema>;
