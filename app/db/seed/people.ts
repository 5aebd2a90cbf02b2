import { people, type LocalizedText } from '../schema';
import { avatarSvg } from './art/avatar';
import type { SeedContext } from './context';
import { storeSvg } from './store-file.server';

type PersonSeed = {
  slug: string;
  /** Emirati names as Emiratis write them in Arabic, not letter by letter from the English. */
  name: LocalizedText;
  group: 'board' | 'executive';
  role: LocalizedText;
  biography: LocalizedText;
  tint: string;
};

const personSeeds: PersonSeed[] = [
  {
    slug: 'founder-chairman',
    name: { en: 'Saeed Mohammed Al Dhaheri', ar: 'سعيد محمد الظاهري' },
    group: 'board',
    tint: '#0b2545',
    role: { en: 'Founder Chairman', ar: 'المؤسس ورئيس مجلس الإدارة' },
    biography: {
      en: 'Saeed Al Dhaheri founded the company in Al Ain in 1996 with a handful of cars and a simple promise: a clean, reliable car and an honest price. Under his leadership the business grew into a family group spanning automotive, real estate and jewellery, with more than 300 staff across the Emirates. He remains closely involved in the group’s strategy and its commitment to developing Emirati talent.',
      ar: 'أسس سعيد الظاهري الشركة في العين عام 1996 بعدد قليل من السيارات ووعد بسيط: سيارة نظيفة وموثوقة بسعر عادل. وتحت قيادته نمت الشركة لتصبح مجموعة عائلية تعمل في قطاعات السيارات والعقارات والمجوهرات، ويعمل بها أكثر من 300 موظف في مختلف الإمارات. ولا يزال يشارك عن قرب في رسم استراتيجية المجموعة والتزامها بتطوير الكفاءات الإماراتية.',
    },
  },
  {
    slug: 'honorary-chairman',
    name: { en: 'Mohammed Obaid Al Dhaheri', ar: 'محمد عبيد الظاهري' },
    group: 'board',
    tint: '#13315c',
    role: { en: 'Honorary Chairman', ar: 'الرئيس الفخري' },
    biography: {
      en: 'Mohammed Al Dhaheri is the group’s elder statesman and a respected figure in the Al Ain business community. His counsel shaped the family’s early investments, and he continues to guide the board on governance, community relations and the values the group was built on.',
      ar: 'يعد محمد الظاهري حكيم المجموعة وشخصية تحظى بالاحترام في مجتمع الأعمال في العين. وقد أسهمت مشورته في توجيه الاستثمارات الأولى للعائلة، ولا يزال يوجه مجلس الإدارة في مجالات الحوكمة والعلاقات المجتمعية والقيم التي قامت عليها المجموعة.',
    },
  },
  {
    slug: 'vice-chairman',
    name: { en: 'Khalid Saeed Al Dhaheri', ar: 'خالد سعيد الظاهري' },
    group: 'board',
    tint: '#1d4e89',
    role: { en: 'Vice Chairman', ar: 'نائب رئيس مجلس الإدارة' },
    biography: {
      en: 'Khalid Al Dhaheri joined the business after graduating in business administration and led its expansion from Al Ain into Abu Dhabi and Dubai. As Vice Chairman he oversees the group’s investment committee and its partnerships with manufacturers and financial institutions.',
      ar: 'انضم خالد الظاهري إلى الشركة بعد تخرجه في إدارة الأعمال، وقاد توسعها من العين إلى أبوظبي ودبي. ويشرف بصفته نائباً لرئيس مجلس الإدارة على لجنة الاستثمار في المجموعة وشراكاتها مع مصنعي السيارات والمؤسسات المالية.',
    },
  },
  {
    slug: 'managing-director-automotive',
    name: { en: 'Hamad Saeed Al Dhaheri', ar: 'حمد سعيد الظاهري' },
    group: 'board',
    tint: '#8a6d1f',
    role: { en: 'Managing Director – Automotive', ar: 'العضو المنتدب – قطاع السيارات' },
    biography: {
      en: 'Hamad Al Dhaheri leads the group’s automotive division: car rental, leasing, chauffeur services, fleet management and the sale of pre-owned vehicles. He has modernised the fleet, opened the MG showrooms in Sharjah and Ras Al Khaimah and championed online booking and payment for customers across the country.',
      ar: 'يقود حمد الظاهري قطاع السيارات في المجموعة، الذي يشمل تأجير السيارات والتأجير طويل الأمد وخدمات السائق الخاص وإدارة الأساطيل وبيع السيارات المستعملة. وقد عمل على تحديث الأسطول وافتتاح معارض إم جي في الشارقة ورأس الخيمة، ودعم الحجز والدفع الإلكتروني للعملاء في جميع أنحاء الدولة.',
    },
  },
  {
    slug: 'managing-director-real-estate',
    name: { en: 'Sultan Saeed Al Dhaheri', ar: 'سلطان سعيد الظاهري' },
    group: 'board',
    tint: '#2f5d50',
    role: { en: 'Managing Director – Real Estate', ar: 'العضو المنتدب – قطاع العقارات' },
    biography: {
      en: 'Sultan Al Dhaheri manages the group’s residential and commercial property portfolio in Al Ain and Abu Dhabi. A civil engineer by training, he focuses on quality construction, long-term tenant relationships and sustainable building practices.',
      ar: 'يدير سلطان الظاهري محفظة العقارات السكنية والتجارية للمجموعة في العين وأبوظبي. وهو مهندس مدني بالتخصص، ويركز على جودة البناء والعلاقات طويلة الأمد مع المستأجرين وممارسات البناء المستدامة.',
    },
  },
  {
    slug: 'managing-director-jewellery',
    name: { en: 'Mariam Saeed Al Dhaheri', ar: 'مريم سعيد الظاهري' },
    group: 'board',
    tint: '#7a1f2b',
    role: { en: 'Managing Director – Jewellery', ar: 'العضو المنتدب – قطاع المجوهرات' },
    biography: {
      en: 'Mariam Al Dhaheri heads the group’s jewellery business, which combines traditional Emirati craftsmanship with contemporary design. She has grown its retail presence across the Emirates and leads the group’s initiatives supporting women in business.',
      ar: 'تترأس مريم الظاهري قطاع المجوهرات في المجموعة، الذي يجمع بين الحرفية الإماراتية التقليدية والتصميم المعاصر. وقد وسعت حضوره في أسواق التجزئة في مختلف الإمارات، وتقود مبادرات المجموعة لدعم المرأة في مجال الأعمال.',
    },
  },
  {
    slug: 'admin-hr-director',
    name: { en: 'Ahmed Rashid Al Kaabi', ar: 'أحمد راشد الكعبي' },
    group: 'executive',
    tint: '#4b5563',
    role: { en: 'Admin/HR Director', ar: 'مدير الشؤون الإدارية والموارد البشرية' },
    biography: {
      en: 'Ahmed Al Kaabi is responsible for the people who make the company work: recruitment, training, Emiratisation and staff welfare for more than 300 colleagues. Before joining the group he spent twelve years in human resources in the aviation sector.',
      ar: 'يتولى أحمد الكعبي مسؤولية الكوادر التي تقوم عليها الشركة، من التوظيف والتدريب والتوطين إلى رعاية أكثر من 300 موظف. وقبل انضمامه إلى المجموعة أمضى اثني عشر عاماً في مجال الموارد البشرية في قطاع الطيران.',
    },
  },
  {
    slug: 'chief-operating-officer',
    name: { en: 'Fatima Ali Al Shamsi', ar: 'فاطمة علي الشامسي' },
    group: 'executive',
    tint: '#c9a227',
    role: { en: 'Chief Operating Officer', ar: 'الرئيس التنفيذي للعمليات' },
    biography: {
      en: 'Fatima Al Shamsi runs day-to-day operations across all branches, from fleet availability and vehicle preparation to customer service standards. She introduced the branch turnaround checks that keep every car clean, serviced and ready on time.',
      ar: 'تدير فاطمة الشامسي العمليات اليومية في جميع الفروع، من توفر الأسطول وتجهيز المركبات إلى معايير خدمة العملاء. وقد أطلقت إجراءات الفحص بين الإيجارات التي تضمن أن تكون كل سيارة نظيفة ومصانة وجاهزة في موعدها.',
    },
  },
  {
    slug: 'chief-digital-officer',
    name: { en: 'Omar Khalfan Al Marri', ar: 'عمر خلفان المري' },
    group: 'executive',
    tint: '#1e40af',
    role: { en: 'Chief Digital Officer', ar: 'الرئيس التنفيذي للشؤون الرقمية' },
    biography: {
      en: 'Omar Al Marri leads the group’s digital transformation, including this website, online payments and the systems that connect branches, fleet and customers. He previously built e-commerce platforms for retailers in the Gulf.',
      ar: 'يقود عمر المري التحول الرقمي في المجموعة، بما في ذلك هذا الموقع والمدفوعات الإلكترونية والأنظمة التي تربط الفروع والأسطول والعملاء. وقد عمل سابقاً على بناء منصات التجارة الإلكترونية لشركات التجزئة في منطقة الخليج.',
    },
  },
  {
    slug: 'chief-finance-officer',
    name: { en: 'Yousef Abdullah Al Hosani', ar: 'يوسف عبدالله الحوسني' },
    group: 'executive',
    tint: '#334155',
    role: { en: 'Chief Finance Officer', ar: 'الرئيس التنفيذي للشؤون المالية' },
    biography: {
      en: 'Yousef Al Hosani oversees finance, treasury and fleet investment for the group. A chartered accountant, he has guided the company through the introduction of VAT and the financing of its fleet renewal programme.',
      ar: 'يشرف يوسف الحوسني على الشؤون المالية والخزينة والاستثمار في الأسطول في المجموعة. وهو محاسب قانوني معتمد، وقد قاد الشركة خلال مرحلة تطبيق ضريبة القيمة المضافة وتمويل برنامج تجديد الأسطول.',
    },
  },
  {
    slug: 'qhsse-manager',
    name: { en: 'Noura Hamdan Al Ketbi', ar: 'نورة حمدان الكتبي' },
    group: 'executive',
    tint: '#0f766e',
    role: { en: 'QHSSE Manager', ar: 'مدير الجودة والصحة والسلامة والأمن والبيئة' },
    biography: {
      en: 'Noura Al Ketbi manages quality, health, safety, security and environment across the group. She leads the certification programme, driver safety training and the gradual move to hybrid and electric vehicles in the fleet.',
      ar: 'تدير نورة الكتبي شؤون الجودة والصحة والسلامة والأمن والبيئة في المجموعة، وتقود برنامج شهادات الجودة وتدريب السائقين على السلامة والتحول التدريجي إلى المركبات الهجينة والكهربائية في الأسطول.',
    },
  },
];

export async function seedPeople({ tx }: SeedContext): Promise<void> {
  for (const [index, person] of personSeeds.entries()) {
    const imageFileId = await storeSvg(
      tx,
      'person',
      `person-${person.slug}`,
      avatarSvg({ name: person.name.en, tint: person.tint }),
      240,
      240,
    );
    await tx.insert(people).values({
      slug: person.slug,
      name: person.name,
      role: person.role,
      group: person.group,
      biography: person.biography,
      imageFileId,
      sortOrder: index + 1,
    });
  }
}
