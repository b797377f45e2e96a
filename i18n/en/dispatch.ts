/** Dispatch (issue #32): suggested partners, series of visits, partner cover. */
export const dispatch = {
  suggestions: {
    title: 'Suggested partners',
    loading: 'Looking for free partners…',
    none: 'No partner is free for this visit',
    choose: 'Choose',
    chosen: 'Chosen',
    chooseName: 'Choose %{name}',
    hint: 'Suggestions only: assign to confirm.',
    reasons: {
      serviceType: 'does this service',
      district: 'serves the district',
      free: 'free at that time',
      rating: 'rating %{value}',
      rating30: '30-day rating %{value}',
      noRating: 'no rating yet',
      load: '%{smart_count} order that day |||| %{smart_count} orders that day',
      distance_previousOrder: '%{km} km from the previous order',
      distance_home: '%{km} km from home',
    },
  },
  series: {
    title: 'Series of visits',
    summary:
      '%{periodicity}, %{status}, since %{start}; visits are planned %{smart_count} week ahead |||| %{periodicity}, %{status}, since %{start}; visits are planned %{smart_count} weeks ahead',
    next: 'Next visits',
    past: 'Past visits',
    none: 'None',
    noPartner: 'No partner yet',
    status: { 1: 'active', 2: 'paused', 3: 'ended' },
  },
};
