import { datePickerSlotRecipe } from '@chakra-ui/react/theme';

const { variants } = datePickerSlotRecipe;
const outline = variants?.variant?.outline;

/**
 * Chakra's date picker recipe (it loads with the screens that have a date field, not with the theme) with the text
 * boxes' border at 3:1 or more against the page: the portal theme's `border.control` (shell/theme/accessible-theme.ts),
 * as its inputs and selects — a token Chakra's types do not know.
 */
export const datePickerRecipe = {
  ...datePickerSlotRecipe,
  variants: {
    ...variants,
    variant: {
      ...variants?.variant,
      outline: { ...outline, input: { ...outline?.input, borderColor: 'border.control' } },
    },
  },
} as unknown as typeof datePickerSlotRecipe;
