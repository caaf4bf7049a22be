/** What an external identity provider hands over after a successful sign-in. */
export type ProviderCredential =
  | { readonly provider: 'google'; readonly response: Readonly<Record<string, unknown>> }
  | {
      readonly provider: 'facebook';
      /** The SDK's access token and user id: what the operator verifies with the network before trusting the profile. */
      readonly accessToken: string;
      readonly userID: string;
      readonly profile: {
        readonly firstName: string;
        readonly lastName: string;
        readonly email: string;
        readonly id: string;
      };
    }
  | { readonly provider: 'azure'; readonly response: Readonly<Record<string, unknown>> };

export type ProviderName = ProviderCredential['provider'];
