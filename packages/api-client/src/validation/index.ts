export * from './codePointLength';
export * from './fieldRules';
export * from './messageKeys';
export * from './passwordPolicy';
export * from './toFieldErrors';
