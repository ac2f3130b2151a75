import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { HomeCategory } from '@sokoni/contracts';
import { gridList, Icon, iconSelector, paths, useCategoryName } from '@sokoni/shared-ui';

const StyledList = styled.ul`
  ${gridList({ columns: 2, md: 5 })}
`;

const StyledTile = styled(Link)`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  min-height: ${({ theme }) => theme.tapTarget};
  padding: ${({ theme }) => theme.space(3)};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
  text-decoration: none;
  /* Two tiles side by side on a phone: the decorative icon gives its room to the category's name. */
  @media (max-width: ${({ theme }) => theme.breakpoint.sm}) {
    ${iconSelector} {
      display: none;
    }
  }
  &:hover {
    border-color: ${({ theme }) => theme.color.primary};
  }
  ${iconSelector} {
    color: ${({ theme }) => theme.color.primary};
  }
`;

const StyledName = styled.span`
  display: flex;
  flex-direction: column;
  min-width: 0;
  overflow-wrap: break-word;
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  small {
    font-weight: ${({ theme }) => theme.font.weight.regular};
    font-size: ${({ theme }) => theme.font.size.sm};
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

export interface CategoryTilesProps {
  categories: HomeCategory[];
}

/** Top-level categories with their number of active ads, each opening its category page. */
export function CategoryTiles({ categories }: CategoryTilesProps) {
  const { t } = useTranslation('ads');
  const categoryName = useCategoryName();
  return (
    <StyledList>
      {categories.map((category) => (
        <li key={category.id}>
          <StyledTile to={paths.category.getHref(category.slug)}>
            <Icon name="tag" />
            <StyledName>
              {categoryName(category)}
              <small>{t('home.categories.count', { count: category.ads_count ?? 0 })}</small>
            </StyledName>
          </StyledTile>
        </li>
      ))}
    </StyledList>
  );
}
