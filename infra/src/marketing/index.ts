export * from './port.ts';
export * from './http-marketing-forms.ts';
