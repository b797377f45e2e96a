import { Suspense, useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { Avatar, Box, Card, CircularProgress, Stack, Typography } from '@mui/material';
import { Navigate, useParams } from 'react-router-dom';
import {
  RecordContextProvider,
  TabbedShowLayout,
  TabbedShowLayoutClasses,
  Title,
  useGetOne,
  useTranslate,
  type RaRecord,
} from 'react-admin';
import { lazyScreen, type Preloadable } from '../../routing/lazyScreen';
import { ProfileTabs, tabLink } from './ProfileTabs';

/** What a profile's tab gets: the profile's record and, for a paged tab (orders/{page}), its page. */
export interface ProfileTabProps<R> {
  record: R;
  rest: string;
}

/** One tab of a profile: its URL segment (/{resource}/details/{id}/{path}), its label key and its screen. */
export interface ProfileTab<R> {
  path: string;
  label: string;
  screen: ComponentType<ProfileTabProps<R>> & Preloadable;
}

/** A tab's screen, loaded when the tab first opens (lazyScreen is typed for routes without props). */
export const profileTab = <R,>(load: () => Promise<{ default: ComponentType<ProfileTabProps<R>> }>) =>
  lazyScreen(load as () => Promise<{ default: ComponentType<object> }>) as unknown as ComponentType<
    ProfileTabProps<R>
  > &
    Preloadable;

/** A tab's screen; a paged tab reads its page from the rest of the URL (orders/{page}). */
function TabScreenOf<R>({ tab, record }: { tab: ProfileTab<R>; record: R }) {
  const { page = '' } = useParams();
  const Screen = tab.screen;
  return <Screen record={record} rest={tab.path !== tabLink(tab.path) ? page : ''} />;
}

/** The profile's head: avatar, name, a line under it, and what stands on the right (figures, an edit button). */
export function ProfileHeader({
  name,
  avatar,
  subtitle,
  children,
}: {
  name: string;
  avatar?: string | null;
  subtitle: ReactNode;
  children?: ReactNode;
}) {
  return (
    <Stack direction="row" spacing={2} useFlexGap sx={{ alignItems: 'center', mb: 1, flexWrap: 'wrap' }}>
      <Avatar src={avatar ?? undefined} alt={avatar ? name : undefined} sx={{ width: 56, height: 56 }}>
        {name[0]}
      </Avatar>
      {/* Room for a phone's width beside the avatar and an icon button; a long e-mail breaks rather than spills. */}
      <Box sx={{ flex: 1, minWidth: 200, overflowWrap: 'anywhere' }}>
        <Typography variant="h5" component="h2">
          {name}
        </Typography>
        {subtitle}
      </Box>
      {children}
    </Stack>
  );
}

/**
 * A record's profile, /{resource}/details/{id}/{tab}: the header above tabs whose segment is in the URL, so a tab
 * can be linked and reloaded (partners and customers). An unknown tab opens the first; an unknown id is answered
 * by the route's RecordGuard (src/routing/defineResource.tsx). The tabs' labels are
 * `resources.{resource}.profile.{label}`, the page's title `resources.{resource}.profileTitle`.
 */
export function ProfileShow<R extends RaRecord>({
  resource,
  tabs,
  name,
  header,
}: {
  resource: string;
  tabs: ProfileTab<R>[];
  /** the record's name in the page's title */
  name: (record: R) => string;
  header: (record: R) => ReactNode;
}) {
  const translate = useTranslate();
  const params = useParams();
  const id = Number(params.id);
  const [segment = ''] = (params['*'] ?? '').split('/');
  const { data, isPending } = useGetOne<R>(resource, { id }, { retry: false });
  // The tab the address names loads its code beside the record, and the profile shows its progress until both
  // are in: a tab that suspended instead would keep its fallback on screen for React's 300 ms at least. Once the
  // profile shows, another tab's code loads behind the tab's own fallback, under the header.
  const opening = tabs.find((tab) => tabLink(tab.path) === segment) ?? tabs[0];
  const [firstTabLoaded, setFirstTabLoaded] = useState(false);
  useEffect(() => {
    if (firstTabLoaded) return;
    let current = true;
    // A chunk that fails is shown failing where the tab draws it (lazyScreen's error).
    const done = () => current && setFirstTabLoaded(true);
    opening?.screen.preload().then(done, done);
    return () => {
      current = false;
    };
  }, [opening, firstTabLoaded]);
  if (isPending || !data || !firstTabLoaded)
    return <CircularProgress sx={{ m: 4 }} aria-label={translate('ra.page.loading')} />;
  if (!tabs.some((tab) => tabLink(tab.path) === segment))
    return <Navigate to={`/${resource}/details/${id}`} replace />;
  const label = (tab: ProfileTab<R>) => `resources.${resource}.profile.${tab.label}`;
  return (
    <RecordContextProvider value={data}>
      {/* A grid track of minmax(0, 1fr) keeps wide tabs and tables scrolling inside the page, not widening it. */}
      <Box sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', '& > *': { minWidth: 0 } }}>
        <Title title={translate(`resources.${resource}.profileTitle`, { name: name(data) })} />
        <Card sx={{ mt: 2, p: 2 }}>
          {header(data)}
          <TabbedShowLayout
            tabs={
              <ProfileTabs
                variant="scrollable"
                scrollButtons="auto"
                aria-label={translate(`resources.${resource}.profile.tabsLabel`)}
              />
            }
            sx={{ [`& .${TabbedShowLayoutClasses.content}`]: { px: 0, pt: 2 } }}
          >
            {tabs.map((tab) => (
              <TabbedShowLayout.Tab key={tab.path} path={tab.path} label={label(tab)}>
                {/* A plain element, so the tab does not put a field label above the screen. */}
                <div role="tabpanel" aria-label={translate(label(tab))}>
                  <Suspense fallback={<CircularProgress size={24} />}>
                    <TabScreenOf tab={tab} record={data} />
                  </Suspense>
                </div>
              </TabbedShowLayout.Tab>
            ))}
          </TabbedShowLayout>
        </Card>
      </Box>
    </RecordContextProvider>
  );
}
