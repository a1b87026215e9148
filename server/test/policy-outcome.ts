/** What a policy decided, for role × action tables: 'ok', or the status of the refusal it threw. */
export const status = (decide: () => void): 'ok' | number => {
  try {
    decide();
    return 'ok';
  } catch (error) {
    return (error as { status: number }).status;
  }
};
