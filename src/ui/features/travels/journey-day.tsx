import { Activity, memo, useMemo, useState } from 'react';
import type { TravelDay } from '../../../core/travels/journey-days';
import type { Ticket } from '../../../core/travels/ticket';
import { STATIC_CLASSES } from '../../shared/static-styles';
import { DayCapState, JourneyFlags } from './journey-slots';
import type { JourneyTexts } from './journey-texts';

/** Journeys an open day lists before "Show all 100 journeys" (a day of a hundred trips opens within a frame). */
export const DAY_LIST_LIMIT = 40;

export interface JourneyDayProps {
  readonly day: TravelDay;
  readonly open: boolean;
  readonly onToggle: (day: string) => void;
  readonly onOpen: (ticket: Ticket) => void;
  readonly texts: JourneyTexts;
}

/**
 * One travel day as a disclosure (docs/behaviour/screens.md#journeys): a heading whose button says the day, its journeys'
 * count and total, expanded or not; its journeys show only while it is open. A closed day's journeys are made at idle
 * priority once the page is shown (React's Activity), so opening a day shows rows already made. Memoised: opening one
 * day renders that day's heading alone. Its frame is plain elements with static classes (static-styles.css): a page of days
 * costs no style computation.
 */
export const JourneyDay = memo(function JourneyDay({ day, open, onToggle, onOpen, texts }: JourneyDayProps) {
  const panel = `journeys-${day.day}`;
  const [all, setAll] = useState(false);
  // The same element while the day's journeys and texts stay: opening or closing the day renders none of its rows.
  const list = useMemo(() => {
    const listed = all ? day.journeys : day.journeys.slice(0, DAY_LIST_LIMIT);
    return (
      <ul className={STATIC_CLASSES.journeys}>
        {listed.map((journey) => (
          <li key={journey.ticket.id} style={{ display: 'flex', alignItems: 'center' }}>
            <button type="button" className={STATIC_CLASSES.journey} onClick={() => onOpen(journey.ticket)}>
              <span className={STATIC_CLASSES.journeyRoute}>{texts.route(journey)}</span>{' '}
              <span className={STATIC_CLASSES.journeyMeta}>
                · {texts.times(journey)} · {texts.fare(journey)}
              </span>
              {journey.incomplete && (
                <>
                  {' '}
                  <span className={STATIC_CLASSES.journeyFlag}>{texts.incomplete}</span>
                </>
              )}
            </button>
            <JourneyFlags ticket={journey.ticket} />
          </li>
        ))}
        {listed.length < day.journeys.length && (
          <li>
            <button type="button" className={STATIC_CLASSES.journey} onClick={() => setAll(true)}>
              <span className={STATIC_CLASSES.journeyRoute}>{texts.showAll(day)}</span>
            </button>
          </li>
        )}
      </ul>
    );
  }, [all, day, onOpen, texts]);
  return (
    <section className={STATIC_CLASSES.day}>
      <div className={STATIC_CLASSES.dayHead}>
        <h2 className={STATIC_CLASSES.dayTitle}>
          <button
            type="button"
            className={STATIC_CLASSES.journey}
            style={{ borderTopWidth: 0, fontWeight: 'inherit' }}
            aria-expanded={open}
            aria-controls={panel}
            onClick={() => onToggle(day.day)}
          >
            <span className={STATIC_CLASSES.fold} aria-hidden="true" data-open={open}>
              <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
                <path d={open ? 'm6 15 6-6 6 6' : 'm6 9 6 6 6-6'} />
              </svg>
            </span>
            <span className={STATIC_CLASSES.journeyRoute}>{texts.dayName(day)}</span>{' '}
            <span className={STATIC_CLASSES.journeyMeta}>
              · {texts.dayCount(day)} · {texts.dayTotal(day)}
            </span>
            {day.incomplete > 0 && (
              <>
                {' '}
                <span className={STATIC_CLASSES.journeyFlag}>{texts.dayIncomplete(day)}</span>
              </>
            )}
          </button>
        </h2>
        <DayCapState day={day} />
      </div>
      <div id={panel} hidden={!open}>
        {/* A closed day's list is made while the page is idle and kept: opening the day only shows it. */}
        <Activity mode={open ? 'visible' : 'hidden'}>{list}</Activity>
      </div>
    </section>
  );
});
