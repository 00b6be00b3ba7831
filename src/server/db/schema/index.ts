export * from './auth';
export * from './profiles';
export * from './platform';
export * from './notifications';
export * from './requests';
export * from './orders';
export * from './payments';
export * from './real-estate';
