// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { parseRuntimeConfig } from '../../../src/app/config/runtime-config';
import { adaptersModule } from '../../../src/app/di/adapters-module';
import { createContainer } from '../../../src/app/di/create-container';
import { signedInAdapters } from '../../../src/app/di/signed-in-adapters';
import { signedInModule } from '../../../src/app/di/signed-in-module';
import { ClaimJourneyCorrection } from '../../../src/core/claims/claim-journey-correction';
import { ListCases } from '../../../src/core/claims/list-cases';
import { LoadClaimRules } from '../../../src/core/claims/load-claim-rules';
import { ReportChargeProblem } from '../../../src/core/claims/report-charge-problem';

const metro = {
  name: 'Metro',
  siteUrl: '/',
  logoUrl: '/logo.svg',
  colors: { brand: '#000000', brandContrast: '#ffffff' },
  texts: {},
};

describe('the claims binding', () => {
  it('binds the claims use cases; for an operator without claims, no rules and no cases, with no call', async () => {
    // No HTTP server here: a call would fail as a network failure.
    const config = parseRuntimeConfig({
      apiBaseUrl: '/api',
      omsBaseUrl: 'http://127.0.0.1:9/oms',
      defaultOperator: 'metro',
      operators: { metro },
    });
    const operator = config.operators.metro!;
    expect(operator.extensions).not.toContain('claims');
    const container = createContainer(adaptersModule(config, operator));
    container.load(signedInAdapters(config, operator), signedInModule);
    expect(container.get(ClaimJourneyCorrection)).toBeInstanceOf(ClaimJourneyCorrection);
    expect(container.get(ReportChargeProblem)).toBeInstanceOf(ReportChargeProblem);
    expect(await container.get(LoadClaimRules).execute()).toBeNull();
    expect(await container.get(ListCases).execute()).toEqual([]);
  });
});
