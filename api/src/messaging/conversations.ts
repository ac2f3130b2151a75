import { sql, type Kysely } from 'kysely';
import {
  CONVERSATIONS_PAGE_SIZE,
  MESSAGES_PAGE_SIZE,
  MESSAGES_PER_MINUTE,
  MESSAGE_MAIL_QUIET_MINUTES,
  toMajorUnits,
  type Conversation,
  type ConversationDetail,
  type ConversationList,
  type Locale,
  type Message,
} from '@sokoni/contracts';
import type { Database, UserRow } from '../db/types';
import { mediaUrl, type MediaStorage } from '../media/storage';
import type { Mailer } from '../plugins/mail';
import { ApiError, notFound } from '../errors';
import { isPubliclyVisible } from '../services/catalog';
import { pageOf } from '../lib/pages';
import { loadCurrencies } from '../services/currencies';
import { emitLiveEvents, recordLiveEvents, type LiveEventBus } from './live-events';
import { forgetMessageEvents } from './event-log';
import { newMessageMail } from './mails';

export interface MessagingContext {
  db: Kysely<Database>;
  storage: MediaStorage;
  bus: LiveEventBus;
  mailer: Mailer;
  publicUrl: string;
  /** Runs work after the answer (offline mail); failures are logged. */
  defer(name: string, task: () => Promise<void>): void;
}

type ConversationRow = {
  id: number;
  ad_id: number;
  buyer_id: number;
  seller_id: number;
  last_message_at: Date;
  buyer_archived: boolean;
  seller_archived: boolean;
  created_at: Date;
};

type MessageRow = {
  id: number;
  conversation_id: number;
  sender_id: number;
  body: string;
  client_id: string | null;
  created_at: Date;
  read_at: Date | null;
  deleted_at: Date | null;
};

const CONVERSATION_COLUMNS = [
  'conversations.id',
  'conversations.ad_id',
  'conversations.buyer_id',
  'conversations.seller_id',
  'conversations.last_message_at',
  'conversations.buyer_archived',
  'conversations.seller_archived',
  'conversations.created_at',
] as const;

const iso = (value: Date | string) => new Date(value).toISOString();

export function presentMessage(row: MessageRow): Message {
  const deleted = row.deleted_at !== null;
  return {
    id: row.id,
    conversation_id: row.conversation_id,
    sender_id: row.sender_id,
    body: deleted ? '' : row.body,
    client_id: row.client_id,
    created_at: iso(row.created_at),
    read_at: row.read_at ? iso(row.read_at) : null,
    deleted,
  };
}

/**
 * Conversations as the caller sees them, for a whole page in a fixed number of queries: ads and their first
 * photos, the other people, the last messages, unread counts and reviews already written.
 */
async function presentConversations(
  context: MessagingContext,
  viewerId: number,
  rows: ConversationRow[],
): Promise<Conversation[]> {
  if (rows.length === 0) return [];
  const { db, storage } = context;
  const ids = rows.map((row) => row.id);
  const adIds = [...new Set(rows.map((row) => row.ad_id))];
  const otherIds = [
    ...new Set(rows.map((row) => (row.buyer_id === viewerId ? row.seller_id : row.buyer_id))),
  ];
  const [ads, images, people, lastMessages, unread, reviewed, currencies] = await Promise.all([
    db
      .selectFrom('ads')
      .where('id', 'in', adIds)
      .select(['id', 'slug', 'title', 'price_minor', 'currency_code', 'status', 'expires_at'])
      .execute(),
    db
      .selectFrom('ad_images')
      .where('ad_id', 'in', adIds)
      .distinctOn('ad_id')
      .orderBy('ad_id')
      .orderBy('position')
      .orderBy('id')
      .select(['ad_id', 'storage_key'])
      .execute(),
    db
      .selectFrom('users')
      .where('id', 'in', otherIds)
      .select(['id', 'name', 'profile_image', 'is_verified'])
      .execute(),
    db
      .selectFrom('messages')
      .where('conversation_id', 'in', ids)
      .distinctOn('conversation_id')
      .orderBy('conversation_id')
      .orderBy('id', 'desc')
      .select(['conversation_id', 'body', 'sender_id', 'created_at', 'deleted_at'])
      .execute(),
    db
      .selectFrom('messages')
      .where('conversation_id', 'in', ids)
      .where('sender_id', '!=', viewerId)
      .where('read_at', 'is', null)
      .where('deleted_at', 'is', null)
      .groupBy('conversation_id')
      .select(['conversation_id', (eb) => eb.fn.countAll<number>().as('count')])
      .execute(),
    db
      .selectFrom('reviews')
      .where('reviewer_id', '=', viewerId)
      .where('ad_id', 'in', adIds)
      .select('ad_id')
      .execute(),
    loadCurrencies(db),
  ]);
  const adById = new Map(ads.map((ad) => [ad.id, ad]));
  const imageByAd = new Map(images.map((image) => [image.ad_id, image.storage_key]));
  const personById = new Map(people.map((person) => [person.id, person]));
  const lastByConversation = new Map(lastMessages.map((message) => [message.conversation_id, message]));
  const unreadByConversation = new Map(unread.map((row) => [row.conversation_id, Number(row.count)]));
  const reviewedAds = new Set(reviewed.map((row) => row.ad_id));
  const repliedBySeller = await sellersWhoAnswered(
    db,
    rows.filter((row) => row.buyer_id === viewerId),
  );
  const now = new Date();

  return rows.map((row): Conversation => {
    const ad = adById.get(row.ad_id)!;
    const currency = currencies.get(ad.currency_code);
    const decimals = currency?.decimal_places ?? 2;
    const role = row.buyer_id === viewerId ? 'buyer' : 'seller';
    const otherId = role === 'buyer' ? row.seller_id : row.buyer_id;
    const other = personById.get(otherId);
    const last = lastByConversation.get(row.id);
    const imageKey = imageByAd.get(row.ad_id);
    const expired = ad.status === 'active' && ad.expires_at !== null && new Date(ad.expires_at) <= now;
    return {
      id: row.id,
      subject: ad.title,
      ad: {
        id: ad.id,
        slug: ad.slug,
        title: ad.title,
        image: imageKey ? storage.publicUrl(`${imageKey}-400.webp`) : null,
        price: ad.price_minor === null ? null : toMajorUnits(Number(ad.price_minor), decimals),
        currency_code: ad.currency_code,
        currency_symbol: currency?.symbol ?? ad.currency_code,
        currency_position: currency?.symbol_position ?? 'before',
        status: expired ? 'expired' : ad.status,
      },
      other_participant: {
        id: otherId,
        name: other?.name ?? '',
        avatar: mediaUrl(other?.profile_image ?? null, storage),
        is_verified: other?.is_verified ?? false,
      },
      role,
      last_message: last
        ? {
            body: last.deleted_at ? '' : last.body.slice(0, 140),
            sender_id: last.sender_id,
            created_at: iso(last.created_at),
            deleted: last.deleted_at !== null,
          }
        : null,
      unread_count: unreadByConversation.get(row.id) ?? 0,
      archived: role === 'buyer' ? row.buyer_archived : row.seller_archived,
      can_review: role === 'buyer' && repliedBySeller.has(row.id) && !reviewedAds.has(row.ad_id),
      created_at: iso(row.created_at),
      updated_at: iso(row.last_message_at),
    };
  });
}

/** Of these conversations, the ids where the seller has written at least once. */
async function sellersWhoAnswered(db: Kysely<Database>, rows: ConversationRow[]): Promise<Set<number>> {
  if (rows.length === 0) return new Set();
  const answered = await db
    .selectFrom('messages')
    .innerJoin('conversations', 'conversations.id', 'messages.conversation_id')
    .where(
      'messages.conversation_id',
      'in',
      rows.map((row) => row.id),
    )
    .whereRef('messages.sender_id', '=', 'conversations.seller_id')
    .select('messages.conversation_id')
    .distinct()
    .execute();
  return new Set(answered.map((row) => row.conversation_id));
}

/**
 * The conversation if the user takes part in it, else 404 with the "not authorized to view" text, the
 * same answer whether it exists or not: someone else's conversation must not tell that its id is taken (ids
 * could be enumerated).
 */
async function participantConversation(
  db: Kysely<Database>,
  userId: number,
  id: number,
): Promise<ConversationRow> {
  const row = await db
    .selectFrom('conversations')
    .where('id', '=', id)
    .select(CONVERSATION_COLUMNS)
    .executeTakeFirst();
  if (!row || (row.buyer_id !== userId && row.seller_id !== userId))
    throw notFound('messaging.notParticipant');
  return row;
}

export async function unreadCount(db: Kysely<Database>, userId: number): Promise<number> {
  const row = await db
    .selectFrom('messages')
    .innerJoin('conversations', 'conversations.id', 'messages.conversation_id')
    .where((eb) =>
      eb.or([eb('conversations.buyer_id', '=', userId), eb('conversations.seller_id', '=', userId)]),
    )
    .where('messages.sender_id', '!=', userId)
    .where('messages.read_at', 'is', null)
    .where('messages.deleted_at', 'is', null)
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export async function countConversations(db: Kysely<Database>, userId: number): Promise<number> {
  const row = await db
    .selectFrom('conversations')
    .where((eb) => eb.or([eb('buyer_id', '=', userId), eb('seller_id', '=', userId)]))
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export async function listConversations(
  context: MessagingContext,
  userId: number,
  archived: boolean,
  page: number,
): Promise<ConversationList> {
  const { db } = context;
  const base = db
    .selectFrom('conversations')
    .where((eb) =>
      eb.or([
        eb.and([eb('buyer_id', '=', userId), eb('buyer_archived', '=', archived)]),
        eb.and([eb('seller_id', '=', userId), eb('seller_archived', '=', archived)]),
      ]),
    );
  const [rows, total] = await Promise.all([
    base
      .select(CONVERSATION_COLUMNS)
      .orderBy('last_message_at', 'desc')
      .orderBy('id', 'desc')
      .limit(CONVERSATIONS_PAGE_SIZE)
      .offset((page - 1) * CONVERSATIONS_PAGE_SIZE)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow(),
  ]);
  const count = Number(total.count);
  return pageOf(await presentConversations(context, userId, rows), page, CONVERSATIONS_PAGE_SIZE, count);
}

/** One page of messages (newest page first, `before` for older ones); reading marks the caller's unread read. */
export async function getConversation(
  context: MessagingContext,
  userId: number,
  id: number,
  before?: number,
): Promise<ConversationDetail> {
  const { db, bus } = context;
  const row = await participantConversation(db, userId, id);
  const page = await db
    .selectFrom('messages')
    .where('conversation_id', '=', id)
    .$if(before !== undefined, (qb) => qb.where('id', '<', before!))
    .orderBy('id', 'desc')
    .limit(MESSAGES_PAGE_SIZE + 1)
    .selectAll()
    .execute();
  const hasMore = page.length > MESSAGES_PAGE_SIZE;
  const messages = page.slice(0, MESSAGES_PAGE_SIZE).reverse();

  const marked = await db
    .updateTable('messages')
    .set({ read_at: sql<Date>`now()` })
    .where('conversation_id', '=', id)
    .where('sender_id', '!=', userId)
    .where('read_at', 'is', null)
    .returning(['id', 'read_at'])
    .execute();
  if (marked.length > 0) {
    const readAt = marked[0].read_at!;
    const readIds = new Set(marked.map((m) => m.id));
    for (const message of messages) if (readIds.has(message.id)) message.read_at = readAt;
    const otherId = row.buyer_id === userId ? row.seller_id : row.buyer_id;
    const data = { conversation_id: id, reader_id: userId, read_at: iso(readAt) };
    await emitLiveEvents(db, bus, [
      { userId: otherId, type: 'read', data },
      { userId, type: 'read', data },
      { userId, type: 'unread-count', data: { count: await unreadCount(db, userId) } },
    ]);
  }
  const [conversation] = await presentConversations(context, userId, [row]);
  return { conversation, messages: messages.map(presentMessage), has_more: hasMore };
}

async function enforceSendRate(db: Kysely<Database>, userId: number): Promise<void> {
  const row = await db
    .selectFrom('messages')
    .where('sender_id', '=', userId)
    .where('created_at', '>', sql<Date>`now() - interval '1 minute'`)
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  if (Number(row.count) >= MESSAGES_PER_MINUTE) throw new ApiError(429, 'messaging.tooManyMessages');
}

/**
 * Stores a message (once per client_id), unarchives the conversation for the recipient, tells both people's
 * open streams, and mails the recipient if no stream of theirs is open.
 */
async function addMessage(
  context: MessagingContext,
  sender: UserRow,
  conversation: ConversationRow,
  body: string,
  clientId: string | null,
): Promise<{ message: Message; created: boolean }> {
  const { db, bus } = context;
  if (clientId !== null) {
    const existing = await db
      .selectFrom('messages')
      .where('sender_id', '=', sender.id)
      .where('client_id', '=', clientId)
      .selectAll()
      .executeTakeFirst();
    if (existing) {
      if (existing.conversation_id !== conversation.id) throw new ApiError(409, 'messaging.clientIdReused');
      return { message: presentMessage(existing), created: false };
    }
  }
  await enforceSendRate(db, sender.id);
  const recipientId = conversation.buyer_id === sender.id ? conversation.seller_id : conversation.buyer_id;
  // The message and its live events are one transaction: an instance that dies right after cannot leave a
  // stored message that no open conversation ever hears of (the retry with its client_id finds it stored).
  const stored = await db.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto('messages')
      .values({ conversation_id: conversation.id, sender_id: sender.id, body, client_id: clientId })
      .onConflict((oc) =>
        oc.columns(['sender_id', 'client_id']).where('client_id', 'is not', null).doNothing(),
      )
      .returningAll()
      .executeTakeFirst();
    if (!row) return null;
    // A new message brings an archived conversation back to the recipient's inbox.
    await trx
      .updateTable('conversations')
      .set({
        last_message_at: row.created_at,
        ...(recipientId === conversation.buyer_id ? { buyer_archived: false } : { seller_archived: false }),
      })
      .where('id', '=', conversation.id)
      .execute();
    const data = { conversation_id: conversation.id, message: presentMessage(row) };
    const events = await recordLiveEvents(trx, [
      { userId: recipientId, type: 'message', data },
      { userId: sender.id, type: 'message', data },
      { userId: recipientId, type: 'unread-count', data: { count: await unreadCount(trx, recipientId) } },
    ]);
    return { row, events };
  });
  if (!stored) {
    // Two tries of the same send raced: the other one stored it.
    const existing = await db
      .selectFrom('messages')
      .where('sender_id', '=', sender.id)
      .where('client_id', '=', clientId)
      .selectAll()
      .executeTakeFirstOrThrow();
    return { message: presentMessage(existing), created: false };
  }
  const message = presentMessage(stored.row);
  await bus.publish(stored.events);
  context.defer('message mail', () => mailIfOffline(context, sender, conversation, recipientId));
  return { message, created: true };
}

async function mailIfOffline(
  context: MessagingContext,
  sender: UserRow,
  conversation: ConversationRow,
  recipientId: number,
): Promise<void> {
  const { db, bus } = context;
  if (await bus.isOnline(recipientId)) return;
  const column = recipientId === conversation.buyer_id ? 'buyer_mailed_at' : 'seller_mailed_at';
  // One mail per conversation per quiet period, decided in one statement so two instances never both send.
  const claimed = await db
    .updateTable('conversations')
    .set({ [column]: sql<Date>`now()` })
    .where('id', '=', conversation.id)
    .where((eb) =>
      eb.or([
        eb(column, 'is', null),
        eb(column, '<', sql<Date>`now() - make_interval(mins => ${MESSAGE_MAIL_QUIET_MINUTES})`),
      ]),
    )
    .returning('id')
    .executeTakeFirst();
  if (!claimed) return;
  const recipient = await db
    .selectFrom('users')
    .where('id', '=', recipientId)
    .where('deleted_at', 'is', null)
    .select(['email', 'name', 'preferred_language'])
    .executeTakeFirst();
  const ad = await db
    .selectFrom('ads')
    .where('id', '=', conversation.ad_id)
    .select('title')
    .executeTakeFirst();
  if (!recipient || !ad) return;
  await context.mailer.send(
    newMessageMail({
      locale: recipient.preferred_language as Locale,
      to: recipient.email,
      name: recipient.name,
      senderName: sender.name,
      adTitle: ad.title,
      url: `${context.publicUrl}/messages/${conversation.id}`,
    }),
  );
}

/** The buyer's first message about an ad: opens (or reuses) the conversation with its seller. */
export async function contactSeller(
  context: MessagingContext,
  buyer: UserRow,
  adIdOrSlug: string,
  body: string,
): Promise<{ message: Message; conversation: Conversation }> {
  const { db } = context;
  const byId = /^\d{1,9}$/.test(adIdOrSlug);
  const ad = await db
    .selectFrom('ads')
    .where(byId ? 'ads.id' : 'ads.slug', '=', byId ? Number(adIdOrSlug) : adIdOrSlug)
    .where('ads.deleted_at', 'is', null)
    .where('ads.status', '!=', 'deleted')
    .select(['ads.id', 'ads.user_id', (eb) => isPubliclyVisible(eb).as('is_public')])
    .executeTakeFirst();
  if (!ad) throw notFound('errors.adNotFound');
  if (ad.user_id === buyer.id) throw new ApiError(422, 'messaging.ownAd');
  if (!ad.is_public) throw new ApiError(422, 'messaging.adNotActive');
  await db
    .insertInto('conversations')
    .values({ ad_id: ad.id, buyer_id: buyer.id, seller_id: ad.user_id })
    .onConflict((oc) => oc.columns(['ad_id', 'buyer_id']).doNothing())
    .execute();
  const conversation = await db
    .selectFrom('conversations')
    .where('ad_id', '=', ad.id)
    .where('buyer_id', '=', buyer.id)
    .select(CONVERSATION_COLUMNS)
    .executeTakeFirstOrThrow();
  // Writing again about the ad brings the conversation back to the buyer's inbox too.
  if (conversation.buyer_archived) {
    await db
      .updateTable('conversations')
      .set({ buyer_archived: false })
      .where('id', '=', conversation.id)
      .execute();
    conversation.buyer_archived = false;
  }
  const { message } = await addMessage(context, buyer, conversation, body, null);
  const fresh = await db
    .selectFrom('conversations')
    .where('id', '=', conversation.id)
    .select(CONVERSATION_COLUMNS)
    .executeTakeFirstOrThrow();
  const [presented] = await presentConversations(context, buyer.id, [fresh]);
  return { message, conversation: presented };
}

export async function sendMessage(
  context: MessagingContext,
  sender: UserRow,
  conversationId: number,
  body: string,
  clientId: string,
): Promise<{ message: Message; created: boolean }> {
  const conversation = await participantConversation(context.db, sender.id, conversationId);
  return addMessage(context, sender, conversation, body, clientId);
}

export async function setArchived(
  context: MessagingContext,
  userId: number,
  conversationId: number,
  archived: boolean,
): Promise<Conversation> {
  const { db } = context;
  const row = await participantConversation(db, userId, conversationId);
  const column = row.buyer_id === userId ? 'buyer_archived' : 'seller_archived';
  await db
    .updateTable('conversations')
    .set({ [column]: archived })
    .where('id', '=', conversationId)
    .execute();
  row[column] = archived;
  const [conversation] = await presentConversations(context, userId, [row]);
  return conversation;
}

/** The sender removes their own message: it stays in the thread, shown as removed. */
export async function deleteOwnMessage(
  context: MessagingContext,
  userId: number,
  conversationId: number,
  messageId: number,
): Promise<Message> {
  const { db, bus } = context;
  const row = await participantConversation(db, userId, conversationId);
  const message = await db
    .selectFrom('messages')
    .where('id', '=', messageId)
    .where('conversation_id', '=', conversationId)
    .selectAll()
    .executeTakeFirst();
  if (!message) throw notFound('messaging.messageNotFound');
  if (message.sender_id !== userId) throw new ApiError(403, 'messaging.notOwnMessage');
  if (message.deleted_at !== null) return presentMessage(message);
  // The text leaves the event log with the message: a replay of the stream must not show it again.
  const updated = await db.transaction().execute(async (trx) => {
    const row = await trx
      .updateTable('messages')
      .set({ deleted_at: sql<Date>`now()`, body: '' })
      .where('id', '=', messageId)
      .returningAll()
      .executeTakeFirstOrThrow();
    await forgetMessageEvents(trx, messageId);
    return row;
  });
  const presented = presentMessage(updated);
  const otherId = row.buyer_id === userId ? row.seller_id : row.buyer_id;
  const data = { conversation_id: conversationId, message: presented };
  await emitLiveEvents(db, bus, [
    { userId: otherId, type: 'message', data },
    { userId, type: 'message', data },
    { userId: otherId, type: 'unread-count', data: { count: await unreadCount(db, otherId) } },
  ]);
  return presented;
}
