import { createContext, use } from 'react';
import type { AppConfig } from './app-config';

export const AppConfigContext = createContext<AppConfig | null>(null);

export function useAppConfig(): AppConfig {
  const config = use(AppConfigContext);
  if (!config) throw new Error('useAppConfig must be used inside AppConfigGate');
  return config;
}
