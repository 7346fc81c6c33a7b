export * from './api/account';
export * from './api/errors';
export * from './api/profile';
export * from './api/site';
export * from './constants';
export * from './languages';
export * from './routes';
export * from './api/likes';
