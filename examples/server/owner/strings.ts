/** The owner pages' French wording (the reference backend's owner side, not shopper text). */
export const frOwner = {
  area: 'Espace propriétaire',
  nav: 'Navigation du propriétaire',
  examples: 'Exemples',
  signIn: 'Connexion du propriétaire',
  password: 'Mot de passe',
  submit: 'Se connecter',
  signOut: 'Se déconnecter',
  wrongPassword: 'Mot de passe incorrect.',
  hint: 'Le mot de passe est celui de OWNER_PASSWORD, sinon celui gardé dans le fichier owner-password du dossier de données (affiché au démarrage du serveur).',
  expired: 'Votre session a expiré. Veuillez rafraîchir la page et réessayer.',
  /** requireOwnerApi's 401 message. */
  required: 'Connexion du propriétaire requise.',
} as const;
