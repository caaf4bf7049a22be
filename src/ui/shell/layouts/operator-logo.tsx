import { Image } from '@chakra-ui/react';
import { useOperator } from '../../shared/operator-context';
import { brandColours } from '../theme/brand-colours';
import { luminance } from '../theme/contrast';

/** The operator's logo for the brand-coloured header: the white variant on dark brands. */
export function OperatorLogo({ alt }: { alt: string }) {
  const operator = useOperator();
  const { onBrand } = brandColours(operator);
  const src = luminance(onBrand) > 0.5 ? operator.logoWhiteUrl : operator.logoUrl;
  return <Image src={src} alt={alt} height={{ base: '8', md: '9' }} width="auto" maxW="44" objectFit="contain" />;
}
