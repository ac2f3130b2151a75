export interface LanguageSeed {
  code: 'fr' | 'en';
  name: string;
  nativeName: string;
  isDefault: boolean;
}

export const LANGUAGES: LanguageSeed[] = [
  { code: 'fr', name: 'French', nativeName: 'Français', isDefault: true },
  { code: 'en', name: 'English', nativeName: 'English', isDefault: false },
];
