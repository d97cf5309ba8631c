import { useCallback, useSyncExternalStore } from 'react';
import { useSelector } from 'react-redux';
import { DEFAULT_TIME_ZONE, landlordToday, msToLandlordMidnight } from '../utils/landlordToday';
import type { RootState } from '../app/store';
import { selectSignedInUserId, type SignedInUserState } from './signedInUser';
import { landlordZoneSlice, selectRememberedTimeZone } from './landlordZoneSlice';
import { useGetDigestSettingsQuery, userSettingsApi } from './userSettingsApi';

/** The part of the store these hooks read: the signed-in user and the zone remembered for them. */
interface SignedInState extends SignedInUserState {
  [landlordZoneSlice.reducerPath]: ReturnType<typeof landlordZoneSlice.reducer>;
}

/**
 * The landlord's time zone as the store knows it: their saved setting once it has been read, the
 * one it said last time before that, and the default (New York, the database's default too) for
 * a landlord this browser has not seen yet or without a session.
 */
export function selectLandlordTimeZone(state: RootState, userId: string | null): string {
  if (!userId) return DEFAULT_TIME_ZONE;
  return (
    userSettingsApi.endpoints.getDigestSettings.select(userId)(state).data?.timezone ??
    selectRememberedTimeZone(state) ??
    DEFAULT_TIME_ZONE
  );
}

/** The signed-in landlord's time zone (Settings), read through the one settings query. */
export function useLandlordTimeZone(): string {
  const userId = useSelector(selectSignedInUserId);
  const { data } = useGetDigestSettingsQuery(userId ?? '', { skip: !userId });
  const remembered = useSelector((state: SignedInState) => selectRememberedTimeZone(state));
  return data?.timezone ?? remembered ?? DEFAULT_TIME_ZONE;
}

/**
 * The landlord's today (yyyy-MM-dd), the only reader of the clock for "today" in the app. It
 * changes at the landlord's midnight while a page stays open: one timer to the next midnight,
 * whose firing renders the readers again, and no render when the day is unchanged.
 */
export function useLandlordToday(): string {
  const timeZone = useLandlordTimeZone();
  const subscribe = useCallback(
    (changed: () => void) => {
      let timer: ReturnType<typeof setTimeout>;
      const arm = () => {
        // A little past midnight, so the clock read on the next render is on the new day.
        timer = setTimeout(
          () => {
            changed();
            arm();
          },
          msToLandlordMidnight(timeZone, new Date()) + 50,
        );
      };
      arm();
      return () => clearTimeout(timer);
    },
    [timeZone],
  );
  const read = useCallback(() => landlordToday(timeZone, new Date()), [timeZone]);
  return useSyncExternalStore(subscribe, read, read);
}
