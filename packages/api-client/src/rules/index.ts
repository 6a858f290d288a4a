export * from './adminEntries';
export * from './apiKeyScopes';
export * from './capabilityContext';
export * from './capabilityRules';
export * from './hasCapability';
export * from './mainMenuEntries';
export * from './startPages';
export * from './selfEditableFields';
