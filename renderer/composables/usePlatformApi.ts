import { inject, type InjectionKey } from 'vue';
import { getPlatformApi, type PlatformApi } from '../platform/api';

/** Tests provide their own platform (for example the browser store on fake-indexeddb); the app uses the real one. */
export const PLATFORM_API: InjectionKey<() => PlatformApi> = Symbol('platform-api');

/** The platform API for a component: the provided one, else the preload's or the browser fallback. Call in setup. */
export function usePlatformApi(): () => PlatformApi {
  return inject(PLATFORM_API, () => getPlatformApi, true);
}
