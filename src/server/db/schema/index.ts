export * from './reference';
export * from './auth';
export * from './flights';
export * from './baggage';
export * from './ulds';
export * from './freight';
export * from './claims';
export * from './shifts';
