import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Button, ButtonLink, gridList, TextInput } from '@sokoni/shared-ui';
import type { Guard, RemoteRoute } from '@sokoni/shared-ui';
import { STANDALONE_NS } from './i18n';

export interface RouteParam {
  name: string;
  optional: boolean;
}

/** `:name` parts of a route path (`/promote/:adId?` → `[{ name: 'adId', optional: true }]`). */
export function routeParams(path: string): RouteParam[] {
  return path
    .split('/')
    .filter((part) => part.startsWith(':'))
    .map((part) => ({ name: part.slice(1).replace(/\?$/, ''), optional: part.endsWith('?') }));
}

/**
 * `path` with its `:name` parts given (`/promote/:adId?`, `{ adId: '12' }` → `/promote/12`), a part without a
 * value left out: the router's `generatePath`, which the shared router does not carry for this one page.
 */
export function fillPath(path: string, values: Record<string, string | undefined>): string {
  const segments = path
    .split(/\/+/)
    .map((segment) => {
      const param = /^:([\w-]+)\??$/.exec(segment);
      return param ? encodeURIComponent(values[param[1]] ?? '') : segment.replace(/\?$/, '');
    })
    .filter(Boolean);
  return `${path.startsWith('/') ? '/' : ''}${segments.join('/')}`;
}

const StyledList = styled.ul`
  ${gridList({ gap: 2 })}
`;

const StyledItem = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(3)};
  border: ${({ theme }) => theme.borderWidth.thin} solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
  min-width: 0;

  a {
    color: ${({ theme }) => theme.color.primary};
    font-weight: ${({ theme }) => theme.font.weight.semibold};
    min-height: ${({ theme }) => theme.compactTarget};
    display: inline-flex;
    align-items: center;
  }
`;

const StyledName = styled.span`
  font-weight: ${({ theme }) => theme.font.weight.semibold};
`;

const StyledPath = styled.code`
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.color.textMuted};
  overflow-wrap: anywhere;
`;

const StyledGuards = styled.span`
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.color.textMuted};
`;

const StyledParams = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  flex-basis: 100%;

  input {
    flex: 1 1 10rem;
    min-width: 0;
  }
`;

function GuardsText({ guards }: { guards?: readonly Guard[] }) {
  const { t } = useTranslation(STANDALONE_NS);
  const text = guards?.length
    ? guards.map((guard) => t(`pages.guards.${guard}`)).join(', ')
    : t('pages.public');
  return <StyledGuards>{text}</StyledGuards>;
}

/** A page whose path has parameters (`/ads/:slug`): one field per parameter, then a link to the page. */
function ParamPageLink({
  route,
  name,
  onNavigate,
}: {
  route: RemoteRoute;
  name: string;
  onNavigate?: () => void;
}) {
  const { t } = useTranslation(STANDALONE_NS);
  const params = routeParams(route.path);
  const [values, setValues] = useState<Record<string, string>>({});
  const baseId = useId();
  const filled = Object.fromEntries(
    params.map(({ name: param }) => [param, (values[param] ?? '').trim() || undefined]),
  );
  const complete = params.every(({ name: param, optional }) => optional || filled[param]);
  return (
    <StyledParams role="group" aria-label={name}>
      {params.map(({ name: param }) => (
        <TextInput
          key={param}
          id={`${baseId}-${param}`}
          aria-label={t('pages.param', { name: param })}
          placeholder={param}
          value={values[param] ?? ''}
          onChange={(event) => setValues((current) => ({ ...current, [param]: event.target.value }))}
        />
      ))}
      {complete ? (
        <ButtonLink size="sm" variant="secondary" to={fillPath(route.path, filled)} onClick={onNavigate}>
          {t('pages.open')}
        </ButtonLink>
      ) : (
        <Button size="sm" variant="secondary" disabled>
          {t('pages.open')}
        </Button>
      )}
    </StyledParams>
  );
}

export interface PageListProps {
  routes: readonly RemoteRoute[];
  /** Called when a link is followed (the QA bar closes its panel). */
  onNavigate?: () => void;
}

/** Every page of the remote: a link for a fixed path, a small form for a path with parameters; its guards beside it. */
export function PageList({ routes, onNavigate }: PageListProps) {
  const { t } = useTranslation();
  return (
    <StyledList>
      {routes.map((route) => {
        const name = t(route.titleKey);
        const params = routeParams(route.path);
        const needsParams = params.some((param) => !param.optional);
        return (
          <StyledItem key={route.path}>
            {!needsParams ? (
              <Link to={fillPath(route.path, {})} onClick={onNavigate}>
                {name}
              </Link>
            ) : (
              <StyledName>{name}</StyledName>
            )}
            <StyledPath>{route.path}</StyledPath>
            <GuardsText guards={route.guards} />
            {params.length > 0 ? <ParamPageLink route={route} name={name} onNavigate={onNavigate} /> : null}
          </StyledItem>
        );
      })}
    </StyledList>
  );
}
