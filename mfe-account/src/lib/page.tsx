import type { ReactNode } from 'react';
import styled from 'styled-components';

const StyledPage = styled.section<{ $wide: boolean }>`
  width: 100%;
  max-width: ${({ theme, $wide }) => ($wide ? theme.layout.maxWidth : theme.layout.dialogWidth.md)};
  margin: 0 auto;
  padding: ${({ theme }) => theme.space(6)} ${({ theme }) => theme.space(4)} ${({ theme }) => theme.space(12)};

  @media (min-width: ${({ theme }) => theme.breakpoint.md}) {
    padding-top: ${({ theme }) => theme.space(10)};
  }
`;

const StyledHeading = styled.h1<{ $withIntro: boolean }>`
  margin: 0 0 ${({ theme, $withIntro }) => theme.space($withIntro ? 2 : 5)};
  font-size: ${({ theme }) => theme.font.size.xl};
  line-height: 1.25;
`;

const StyledIntro = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(6)};
  color: ${({ theme }) => theme.color.textMuted};
`;

const StyledCard = styled.div`
  padding: ${({ theme }) => theme.space(5)} ${({ theme }) => theme.space(4)};
  background: ${({ theme }) => theme.color.surface};
  border: ${({ theme }) => theme.borderWidth.thin} solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  box-shadow: ${({ theme }) => theme.shadow.card};

  @media (min-width: ${({ theme }) => theme.breakpoint.sm}) {
    padding: ${({ theme }) => theme.space(6)};
  }
`;

export interface AccountPageProps {
  title: ReactNode;
  intro?: ReactNode;
  children: ReactNode;
  /** Profile-sized page instead of the narrow column of the sign-in forms. */
  wide?: boolean;
  /** Wraps the content in a card (the sign-in forms). */
  card?: boolean;
}

/** The frame of this remote's pages: one column on phones, a centred card for the short forms. */
export function AccountPage({ title, intro, children, wide = false, card = true }: AccountPageProps) {
  return (
    <StyledPage $wide={wide}>
      <StyledHeading $withIntro={Boolean(intro)}>{title}</StyledHeading>
      {intro ? <StyledIntro>{intro}</StyledIntro> : null}
      {card ? <StyledCard>{children}</StyledCard> : children}
    </StyledPage>
  );
}

/** A row of actions; on phones each takes the full width (big, easy targets, no overflow). */
export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};

  @media (max-width: ${({ theme }) => theme.breakpoint.sm}) {
    & > * {
      flex: 1 1 100%;
    }
  }
`;
