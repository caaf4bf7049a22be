import { DatePicker } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { ChevronLeftIcon } from '../icons/chevron-left-icon';
import { ChevronRightIcon } from '../icons/chevron-right-icon';

/** A view's header: previous, the range shown (switches the view), next — with our icons, hidden from assistive technology. */
function ViewHeader() {
  return (
    <DatePicker.ViewControl>
      <DatePicker.PrevTrigger>
        <ChevronLeftIcon />
      </DatePicker.PrevTrigger>
      <DatePicker.ViewTrigger>
        <DatePicker.RangeText />
      </DatePicker.ViewTrigger>
      <DatePicker.NextTrigger>
        <ChevronRightIcon />
      </DatePicker.NextTrigger>
    </DatePicker.ViewControl>
  );
}

/**
 * The date picker's calendar: its day, month and year views, each described in the interface language (Ark's role
 * descriptions — "datepicker", "calendar month", "calendar year", "calendar decade" — are English only), and the
 * headers' arrows hidden from assistive technology (Chakra's are not).
 */
export function CalendarViews() {
  const { t } = useTranslation('common');
  return (
    <DatePicker.Content aria-roledescription={t('datePicker.describe.picker')}>
      <DatePicker.View view="day">
        <ViewHeader />
        <DatePicker.DayTable aria-roledescription={t('datePicker.describe.day')} />
      </DatePicker.View>
      <DatePicker.View view="month">
        <ViewHeader />
        <DatePicker.MonthTable aria-roledescription={t('datePicker.describe.month')} />
      </DatePicker.View>
      <DatePicker.View view="year">
        <ViewHeader />
        <DatePicker.YearTable aria-roledescription={t('datePicker.describe.year')} />
      </DatePicker.View>
    </DatePicker.Content>
  );
}
