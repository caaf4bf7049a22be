import { datePickerSlotRecipe } from '@chakra-ui/react/theme';

const { variants } = datePickerSlotRecipe;

/**
 * Chakra's date picker recipe (it loads with the screens that have a date field, not with the theme) with the text
 * boxes' border at 3:1 or more against the page, as the theme's inputs and selects (`border.control`).
 */
export const datePickerRecipe: typeof datePickerSlotRecipe = {
  ...datePickerSlotRecipe,
  variants: {
    ...variants,
    variant: {
      ...variants?.variant,
      outline: {
        ...variants?.variant?.outline,
        input: { ...variants?.variant?.outline?.input, borderColor: 'border.control' },
      },
    },
  },
};
