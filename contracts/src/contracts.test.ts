import { FormatRegistry } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';
import { AdListQuerySchema, ContactRequestSchema, ErrorResponseSchema, Paginated, Type } from './index';

describe('contracts', () => {
  it('accepts the list envelope and rejects a list without last_page', () => {
    const list = Paginated(Type.Object({ id: Type.Integer() }));
    expect(Value.Check(list, { data: [{ id: 1 }], current_page: 1, last_page: 3, per_page: 24, total: 60 })).toBe(true);
    expect(Value.Check(list, { data: [], current_page: 1, per_page: 24, total: 0 })).toBe(false);
  });

  it('bounds the page size of ad searches', () => {
    expect(Value.Check(AdListQuerySchema, { per_page: 60, sort: 'price_asc' })).toBe(true);
    expect(Value.Check(AdListQuerySchema, { per_page: 500 })).toBe(false);
    expect(Value.Check(AdListQuerySchema, { sort: 'random' })).toBe(false);
  });

  it('describes failures as a message with optional per-field errors', () => {
    expect(Value.Check(ErrorResponseSchema, { message: 'Validation failed', errors: { email: ['Please enter a valid email'] } })).toBe(true);
    expect(Value.Check(ErrorResponseSchema, { errors: {} })).toBe(false);
  });

  it('requires every contact form field', () => {
    // Servers validate formats with ajv; TypeBox's own checker needs the format registered.
    if (!FormatRegistry.Has('email')) FormatRegistry.Set('email', (value) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value));
    expect(Value.Check(ContactRequestSchema, { name: 'Amani', email: 'amani@example.cd', subject: 'Bonjour', message: 'Merci' })).toBe(true);
    expect(Value.Check(ContactRequestSchema, { name: '', email: 'amani@example.cd', subject: 'x', message: 'y' })).toBe(false);
  });
});
