import { describe, expect, it } from 'vitest';
import { CompanyStatus } from '../src/enums.ts';
import { COMPANY_NOT_ACTIVE_MESSAGES, ERROR_CODES, ERROR_MESSAGES, ZErrorResponse } from '../src/errors.ts';
import { SIGN_IN_ALLOWED_COMPANY_STATUSES } from '../src/permissions.ts';
import { messagesOf, parseOk } from './support.ts';

const JAPANESE = /[ぁ-んァ-ン一-龯]/;

describe('ERROR_CODES', () => {
  it('lists the API error codes, each once', () => {
    expect([...ERROR_CODES]).toEqual([
      'BAD_REQUEST',
      'VALIDATION_ERROR',
      'UNAUTHORIZED',
      'INVALID_CREDENTIALS',
      'COMPANY_NOT_ACTIVE',
      'FORBIDDEN',
      'CSRF',
      'NOT_FOUND',
      'CONFLICT',
      'GONE',
      'PAYLOAD_TOO_LARGE',
      'UNSUPPORTED_MEDIA_TYPE',
      'RATE_LIMITED',
      'MAINTENANCE',
      'INTERNAL',
    ]);
    expect(new Set(ERROR_CODES).size).toBe(ERROR_CODES.length);
  });
});

describe('ERROR_MESSAGES', () => {
  it('has a Japanese message for every error code', () => {
    expect(Object.keys(ERROR_MESSAGES).sort()).toEqual([...ERROR_CODES].sort());
    for (const message of Object.values(ERROR_MESSAGES)) expect(message).toMatch(JAPANESE);
  });

  it('answers unknown and wrong sign-in credentials with one message', () => {
    expect(ERROR_MESSAGES.INVALID_CREDENTIALS).toBe('メールアドレスまたはパスワードが正しくありません。');
  });
});

describe('COMPANY_NOT_ACTIVE_MESSAGES', () => {
  it('explains every company status that may not sign in, and a discarded company', () => {
    const blocked = CompanyStatus.values.filter(
      (status) => !(SIGN_IN_ALLOWED_COMPANY_STATUSES as readonly string[]).includes(status),
    );
    expect(Object.keys(COMPANY_NOT_ACTIVE_MESSAGES).sort()).toEqual([...blocked, 'discarded'].sort());
    for (const message of Object.values(COMPANY_NOT_ACTIVE_MESSAGES)) expect(message).toMatch(JAPANESE);
  });
});

describe('ZErrorResponse', () => {
  it('parses the one JSON error shape with field errors and a request id', () => {
    const body = {
      error: {
        code: 'VALIDATION_ERROR',
        message: '入力内容に誤りがあります。',
        details: { fieldErrors: { email: ['入力必須です'], password: ['入力必須です'] } },
        request_id: 'req-1',
      },
    };
    expect(parseOk(ZErrorResponse, body)).toEqual(body);
  });

  it('parses an error without details or request id', () => {
    expect(
      parseOk(ZErrorResponse, {
        error: { code: 'NOT_FOUND', message: 'お探しのデータは見つかりませんでした。' },
      }),
    ).toEqual({
      error: { code: 'NOT_FOUND', message: 'お探しのデータは見つかりませんでした。' },
    });
  });

  it('refuses an unknown code, a missing message and field errors that are not string lists', () => {
    expect(messagesOf(ZErrorResponse, { error: { code: 'TEAPOT', message: 'x' } })).not.toEqual([]);
    expect(messagesOf(ZErrorResponse, { error: { code: 'INTERNAL' } })).not.toEqual([]);
    expect(
      messagesOf(ZErrorResponse, {
        error: {
          code: 'VALIDATION_ERROR',
          message: 'x',
          details: { fieldErrors: { email: '入力必須です' } },
        },
      }),
    ).not.toEqual([]);
  });
});
