import { FormatRegistry } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';
import {
  CheckRecoveryResponseSchema,
  DeletedAccountErrorSchema,
  RegisterRequestSchema,
  UserStatisticsSchema,
} from './index';

describe('account contracts', () => {
  beforeAll(() => {
    if (!FormatRegistry.Has('email'))
      FormatRegistry.Set('email', (value) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value));
    if (!FormatRegistry.Has('date')) FormatRegistry.Set('date', (value) => /^\d{4}-\d{2}-\d{2}$/.test(value));
  });

  it('requires a date of birth to register and keeps phone optional', () => {
    const base = { name: 'Amani', email: 'amani@example.cd', password: 'x', password_confirmation: 'x' };
    expect(Value.Check(RegisterRequestSchema, { ...base, date_of_birth: '1990-01-01' })).toBe(true);
    expect(Value.Check(RegisterRequestSchema, base)).toBe(false);
  });

  it('describes recovery states and the deleted-account login answer', () => {
    expect(
      Value.Check(CheckRecoveryResponseSchema, {
        status: 'deleted',
        message: 'm',
        days_remaining: 12,
        days_overdue: 0,
      }),
    ).toBe(true);
    expect(
      Value.Check(CheckRecoveryResponseSchema, {
        status: 'gone',
        message: 'm',
        days_remaining: 0,
        days_overdue: 0,
      }),
    ).toBe(false);
    expect(
      Value.Check(DeletedAccountErrorSchema, { message: 'm', status: 'deleted', days_remaining: 3 }),
    ).toBe(true);
  });

  it('counts the four profile statistics', () => {
    expect(
      Value.Check(UserStatisticsSchema, {
        total_ads: 1,
        active_ads: 1,
        total_favorites: 0,
        total_conversations: 0,
      }),
    ).toBe(true);
    expect(Value.Check(UserStatisticsSchema, { total_ads: 1, active_ads: 1, total_favorites: 0 })).toBe(
      false,
    );
  });
});
