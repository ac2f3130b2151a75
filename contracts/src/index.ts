export * from './common';
export * from './constants';
export * from './catalog';
export * from './ads';
export * from './users';
export * from './auth';
export * from './bff';
export * from './site';
export { Type, type Static, type TSchema } from '@sinclair/typebox';
