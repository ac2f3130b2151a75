import { AdParamSchema } from '../ads';
import { ErrorResponseSchema } from '../common';
import {
  ContactSellerRequestSchema,
  ContactSellerResponseSchema,
  ConversationDetailQuerySchema,
  ConversationDetailSchema,
  ConversationListQuerySchema,
  ConversationListSchema,
  ConversationMessageParamSchema,
  ConversationParamSchema,
  ConversationSchema,
  EventsQuerySchema,
  MessageSchema,
  SendMessageRequestSchema,
  UnreadCountSchema,
  UpdateConversationRequestSchema,
} from '../messaging';
import { endpoint } from './endpoint';

const errors = {
  401: ErrorResponseSchema,
  403: ErrorResponseSchema,
  404: ErrorResponseSchema,
  422: ErrorResponseSchema,
  429: ErrorResponseSchema,
};

/** Messages between a buyer and a seller about an ad; only the two participants read or write. */
export const conversationEndpoints = {
  contactSeller: endpoint('contactSeller', {
    tags: ['messages'],
    summary: "Write to the ad's seller (opens or reuses the conversation)",
    params: AdParamSchema,
    body: ContactSellerRequestSchema,
    responses: { 201: ContactSellerResponseSchema, ...errors },
  }),
  listConversations: endpoint('listConversations', {
    tags: ['messages'],
    summary: 'My conversations, newest activity first (inbox, or archived with archived=1)',
    query: ConversationListQuerySchema,
    responses: { 200: ConversationListSchema, ...errors },
  }),
  getUnreadCount: endpoint('getUnreadCount', {
    tags: ['messages'],
    summary: 'Messages I have not read yet',
    responses: { 200: UnreadCountSchema, ...errors },
  }),
  getConversation: endpoint('getConversation', {
    tags: ['messages'],
    summary: 'A conversation with a page of its messages (newest page first); marks them read',
    params: ConversationParamSchema,
    query: ConversationDetailQuerySchema,
    responses: { 200: ConversationDetailSchema, ...errors },
  }),
  sendMessage: endpoint('sendMessage', {
    tags: ['messages'],
    summary: 'Send a message (the same client_id twice stores one message)',
    params: ConversationParamSchema,
    body: SendMessageRequestSchema,
    responses: { 200: MessageSchema, 201: MessageSchema, 409: ErrorResponseSchema, ...errors },
  }),
  archiveConversation: endpoint('archiveConversation', {
    tags: ['messages'],
    summary: 'Archive or unarchive a conversation (for me only)',
    params: ConversationParamSchema,
    body: UpdateConversationRequestSchema,
    responses: { 200: ConversationSchema, ...errors },
  }),
  deleteMessage: endpoint('deleteMessage', {
    tags: ['messages'],
    summary: 'Remove one of my messages (it shows as removed)',
    params: ConversationMessageParamSchema,
    responses: { 200: MessageSchema, ...errors },
  }),
  streamEvents: endpoint('streamEvents', {
    tags: ['messages'],
    summary: 'My live events (Server-Sent Events: message, read, unread-count)',
    query: EventsQuerySchema,
    responses: { 401: ErrorResponseSchema, 403: ErrorResponseSchema },
    eventStream: true,
  }),
};
