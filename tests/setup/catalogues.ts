// Tests run server code, which knows every language (as the server does after start-up).
import '../../app/i18n/catalogues.server';
