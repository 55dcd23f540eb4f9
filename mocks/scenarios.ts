/** Named scenarios, chosen with ?scenario= in dev or by tests. */
export const scenarios: Record<string, string> = {
  default: 'Everything succeeds.',
  'bank-error': 'Saving an account answers code 1 "The account number is invalid".',
  'bank-init-error': 'Loading the bank items answers code 1 "Service is busy, please try again".',
  'bank-empty': 'The server sends no bank items.',
  'network-down': 'Every API call fails at the network level.',
};

export function listScenarios(): { name: string; description: string }[] {
  return Object.entries(scenarios).map(([name, description]) => ({ name, description }));
}
